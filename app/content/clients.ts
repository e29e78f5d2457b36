/**
 * Client logos for the home page's scrolling strip (spec: exactly 9 static images).
 * The businesses are fictional Madurai placeholders until real clients agree to be listed;
 * `name` doubles as the image's alt text.
 */
export const clientLogos = [
  { name: "Meenakshi Silks", src: "/images/clients/client-1.svg" },
  { name: "Vaigai Sweets", src: "/images/clients/client-2.svg" },
  { name: "Temple City Dental", src: "/images/clients/client-3.svg" },
  { name: "Anna Nagar Fitness", src: "/images/clients/client-4.svg" },
  { name: "Parankundram Traders", src: "/images/clients/client-5.svg" },
  { name: "Madurai Malli Florist", src: "/images/clients/client-6.svg" },
  { name: "KK Nagar Bakery", src: "/images/clients/client-7.svg" },
  { name: "Chithirai Jewellers", src: "/images/clients/client-8.svg" },
  { name: "Tallakulam Tutorials", src: "/images/clients/client-9.svg" },
] as const;

export type ClientLogo = (typeof clientLogos)[number];

/** Intrinsic size of every logo file (viewBox 0 0 240 96), for width/height attributes. */
export const CLIENT_LOGO_SIZE = { width: 240, height: 96 } as const;

if (clientLogos.length !== 9) {
  throw new Error(`Expected exactly 9 client logos, found ${String(clientLogos.length)}`);
}
