import displayCrustify from "../../assets/samples/display-300x250-crustify.png";
import lowContrast from "../../assets/samples/social-square-low-contrast.jpg";
import socialLuma from "../../assets/samples/social-square-luma.png";

/** Three bundled ads, so a visitor can try the demo without an image of their own. */
export const SAMPLES = [
  {
    id: "luma",
    url: socialLuma,
    filename: "luma-stream-every-match.png",
    title: "Streaming, social square",
    alt: "LUMA ad: Stream Every Match, Subscribe",
  },
  {
    id: "crustify",
    url: displayCrustify,
    filename: "crustify-medium-rectangle.png",
    title: "Food delivery, 300×250 display",
    alt: "CRUSTIFY ad: Big Weekend Deals, Shop Now",
  },
  {
    id: "low-contrast",
    url: lowContrast,
    filename: "skincare-low-contrast.jpg",
    title: "Skincare, low contrast",
    alt: "CRUSTIFY ad: Glow Up Your Skin, Subscribe",
  },
] as const;
