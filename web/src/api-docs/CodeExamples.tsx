import { Tabs, TabsContent, TabsList, TabsTrigger } from "../components/ui/index.ts";
import { CopyButton } from "./CopyButton.tsx";

function examples(origin: string) {
  return [
    {
      id: "curl",
      label: "cURL",
      code: `curl -X POST ${origin}/v1/analyze \\
  -H "Authorization: Bearer $ADLENS_TOKEN" \\
  -H "Content-Type: application/json" \\
  -d '{"image_url": "https://example.com/summer-sale.jpg", "filename": "summer-sale.jpg"}'`,
    },
    {
      id: "javascript",
      label: "JavaScript",
      code: `// npm install ${origin}/sdk/adlens-sdk.tgz
import { AdLens } from "@adlens/sdk";

const adlens = new AdLens({ baseUrl: "${origin}", token: process.env.ADLENS_TOKEN });

const result = await adlens.analyze({
  image_url: "https://example.com/summer-sale.jpg",
  filename: "summer-sale.jpg",
});
console.log(result.analysis.effectiveness_score, result.usage.remaining);`,
    },
    {
      id: "python",
      label: "Python",
      code: `import os
import requests

response = requests.post(
    "${origin}/v1/analyze",
    headers={"Authorization": f"Bearer {os.environ['ADLENS_TOKEN']}"},
    json={"image_url": "https://example.com/summer-sale.jpg", "filename": "summer-sale.jpg"},
    timeout=60,
)
response.raise_for_status()
data = response.json()
print(data["analysis"]["effectiveness_score"], data["usage"]["remaining"])`,
    },
    {
      id: "cli",
      label: "CLI",
      code: `export ADLENS_API_URL=${origin}
export ADLENS_TOKEN=adlens_...

# One image by URL, or every image in a folder; --fail-under makes CI fail on weak creatives
adlens analyze https://example.com/summer-sale.jpg
adlens analyze ./creatives --fail-under 6`,
    },
  ];
}

export function CodeExamples() {
  const list = examples(window.location.origin);
  return (
    <Tabs defaultValue="curl">
      <TabsList aria-label="Code example language">
        {list.map((e) => (
          <TabsTrigger key={e.id} value={e.id}>
            {e.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {list.map((e) => (
        <TabsContent key={e.id} value={e.id}>
          <div className="relative">
            <pre className="overflow-x-auto rounded-lg bg-slate-950 p-4 pr-24 font-mono text-xs text-slate-100">
              <code>{e.code}</code>
            </pre>
            <div className="absolute right-2 top-2">
              <CopyButton text={e.code} what={`${e.label} example`} />
            </div>
          </div>
        </TabsContent>
      ))}
    </Tabs>
  );
}
