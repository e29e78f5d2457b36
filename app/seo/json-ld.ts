/**
 * The schema.org node types the site's structured data uses (./structured-data.server.ts
 * builds them), as narrow as the pages fill them in, so a missing or misspelt property is a
 * type error.
 */
/** Any schema.org node; the builders return narrower types. */
export type JsonLdNode = { "@type": string | string[]; "@id"?: string } & { [key: string]: unknown };
export type Ref = { "@id": string };

export type ImageObjectLd = { "@type": "ImageObject"; url: string; width: number; height: number; caption?: string };
export type PostalAddressLd = {
  "@type": "PostalAddress";
  streetAddress: string;
  addressLocality: string;
  addressRegion: string;
  postalCode: string;
  addressCountry: string;
};
export type PlaceLd = { "@type": "City" | "State" | "Country"; name: string };
export type ContactPointLd = {
  "@type": "ContactPoint";
  contactType: string;
  telephone: string;
  email: string;
  areaServed: string;
  availableLanguage: string[];
};
/** A short reference to a node described in full on its own page. */
export type NamedRefLd = { "@type": string; "@id": string; name: string; url: string };
export type OfferCatalogLd = {
  "@type": "OfferCatalog";
  name: string;
  itemListElement: Array<{ "@type": "Offer"; itemOffered: NamedRefLd }>;
};

export type ProfessionalServiceLd = {
  "@type": "ProfessionalService";
  "@id": string;
  name: string;
  description: string;
  slogan: string;
  url: string;
  logo: ImageObjectLd;
  image: string;
  telephone: string;
  email: string;
  address: PostalAddressLd;
  foundingDate: string;
  areaServed: PlaceLd[];
  contactPoint: ContactPointLd;
  sameAs: string[];
  hasOfferCatalog: OfferCatalogLd;
};

export type WebSiteLd = {
  "@type": "WebSite";
  "@id": string;
  url: string;
  name: string;
  description: string;
  inLanguage: string;
  publisher: Ref;
};

export type ServiceLd = {
  "@type": "Service";
  "@id": string;
  name: string;
  serviceType: string;
  description: string;
  url: string;
  image: string;
  provider: Ref;
  areaServed: PlaceLd[];
  inLanguage?: string;
};

export type OrganizationLd = { "@type": "Organization"; "@id"?: string; name: string; url: string; logo?: ImageObjectLd };

export type BlogPostingLd = {
  "@type": "BlogPosting";
  "@id": string;
  headline: string;
  description: string;
  url: string;
  mainEntityOfPage: { "@type": "WebPage"; "@id": string };
  datePublished: string;
  dateModified: string;
  image: ImageObjectLd[];
  author: OrganizationLd;
  publisher: OrganizationLd;
  inLanguage: string;
  articleSection: string;
  timeRequired: string;
  isPartOf: NamedRefLd;
  about: NamedRefLd;
};

export type ListItemLd = { "@type": "ListItem"; position: number; name: string; item: string };
export type BreadcrumbListLd = { "@type": "BreadcrumbList"; itemListElement: ListItemLd[] };
export type ItemListLd = { "@type": "ItemList"; name: string; numberOfItems: number; itemListElement: ListItemLd[] };
