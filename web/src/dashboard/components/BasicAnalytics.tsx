import type { AnalysisSummary, Analytics } from "../lib/models.ts";
import { BrandRankingPanel, DistributionPanel, Panel, ScoredList, TrendsPanel } from "./AnalyticsPanels.tsx";
import { AiInsights } from "./ProAnalytics.tsx";
import { ShareList } from "./ShareList.tsx";

/**
 * Spec 02 §9 list sizes for Basic: top colours 12, top emotions 6, top brands 8, top ads 5;
 * brand performance needs at least 2 ads and shows 10.
 */
const COLOURS = 12;
const EMOTIONS = 6;
const BRANDS = 8;
const TOP_ADS = 5;
const BRAND_PERFORMANCE = 10;
const CONTENT = 6;

export function BasicAnalytics({ analytics, topAds }: { analytics: Analytics; topAds: AnalysisSummary[] }) {
  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <DistributionPanel analytics={analytics} />
        <Panel title="Top Ads" description="Your 5 most effective analyses">
          <ScoredList items={topAds.slice(0, TOP_ADS)} empty="No analyses yet" />
        </Panel>
      </div>
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        <Panel title="Top Colors" description="Colour families, by average share of each ad">
          <ShareList items={analytics.colourFamilies} limit={COLOURS} />
        </Panel>
        <Panel title="Top Emotions">
          <ShareList items={analytics.topEmotions} limit={EMOTIONS} />
        </Panel>
        <Panel title="Ad Types">
          <ShareList items={analytics.adTypes} limit={CONTENT} unit="count" />
        </Panel>
        <Panel title="Call-to-Actions">
          <ShareList items={analytics.callsToAction} limit={CONTENT} unit="count" />
        </Panel>
      </div>
      <TrendsPanel analytics={analytics} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Top Brands" description="Brands you analyze most">
          <ShareList items={analytics.brands} limit={BRANDS} unit="count" empty="No brands detected yet" />
        </Panel>
        <BrandRankingPanel analytics={analytics} limit={BRAND_PERFORMANCE} minAds={2} title="Brand Performance" />
      </div>
      <AiInsights analytics={analytics} />
    </div>
  );
}
