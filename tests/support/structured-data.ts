/**
 * Checks schema.org JSON-LD the way a search engine's validator would for the types this
 * site uses: every node has a known type and the properties that type needs. Returns a list
 * of problems ("" when fine), so a failing test names each one.
 */
export type Node = Record<string, unknown> & { "@type"?: string | string[]; "@id"?: string };

/** Types the site may emit (schema.org names), with the properties each must have. */
export const REQUIRED: Record<string, string[]> = {
  ProfessionalService: [
    "name",
    "url",
    "logo",
    "image",
    "telephone",
    "email",
    "address",
    "foundingDate",
    "areaServed",
    "sameAs",
  ],
  WebSite: ["name", "url", "publisher"],
  Service: ["name", "description", "url", "provider", "areaServed"],
  BlogPosting: [
    "headline",
    "description",
    "datePublished",
    "image",
    "author",
    "publisher",
    "mainEntityOfPage",
    "url",
  ],
  BreadcrumbList: ["itemListElement"],
  ItemList: ["itemListElement", "numberOfItems"],
};

/** Nested types allowed inside the nodes above. */
const NESTED_TYPES = new Set([
  "PostalAddress",
  "ImageObject",
  "City",
  "State",
  "Country",
  "ContactPoint",
  "OfferCatalog",
  "Offer",
  "Service",
  "Organization",
  "WebPage",
  "ListItem",
  "Blog",
]);

export function typesOf(node: Node): string[] {
  const type = node["@type"];
  return type === undefined ? [] : Array.isArray(type) ? type : [type];
}

function isAbsoluteUrl(value: unknown): boolean {
  return typeof value === "string" && /^https?:\/\/[^\s]+$/.test(value);
}

function present(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return false;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** Walks every object inside `value`, calling `visit` with its JSON path. */
function walk(value: unknown, path: string, visit: (node: Node, path: string) => void): void {
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path}[${i}]`, visit));
  else if (value && typeof value === "object") {
    visit(value as Node, path);
    for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`, visit);
  }
}

/**
 * Problems in one JSON-LD document: the "@context" is schema.org, every typed node is of a
 * known type, top-level nodes have their required properties, URLs are absolute, and
 * "@id" references resolve within the document or carry their own name and URL.
 */
export function checkJsonLd(doc: unknown): string[] {
  const problems: string[] = [];
  if (!doc || typeof doc !== "object") return ["not a JSON object"];
  const root = doc as Node;
  if (root["@context"] !== "https://schema.org") problems.push(`@context is ${JSON.stringify(root["@context"])}`);
  const nodes = (Array.isArray(root["@graph"]) ? root["@graph"] : [root]) as Node[];
  const ids = new Set(nodes.map((n) => n["@id"]).filter(Boolean));

  nodes.forEach((node, i) => {
    const types = typesOf(node);
    const where = `@graph[${i}] (${types.join(",") || "no type"})`;
    const known = types.filter((t) => t in REQUIRED);
    if (!known.length) problems.push(`${where}: not a top-level type this site uses`);
    for (const type of known) {
      for (const prop of REQUIRED[type]!) if (!present(node[prop])) problems.push(`${where}: missing ${prop}`);
    }
    if ("url" in node && !isAbsoluteUrl(node.url)) problems.push(`${where}: url is not absolute`);
  });

  walk(root, "$", (node, path) => {
    if (node === root) return;
    const types = typesOf(node);
    for (const type of types) {
      if (!(type in REQUIRED) && !NESTED_TYPES.has(type)) problems.push(`${path}: unknown type ${type}`);
    }
    const keys = Object.keys(node);
    if (keys.length === 1 && keys[0] === "@id" && !ids.has(node["@id"])) {
      problems.push(`${path}: reference ${node["@id"]} does not resolve in this document`);
    }
    for (const key of ["url", "item", "mainEntityOfPage"]) {
      if (typeof node[key] === "string" && !isAbsoluteUrl(node[key])) problems.push(`${path}.${key} is not an absolute URL`);
    }
    if (types.includes("ListItem")) {
      if (typeof node.position !== "number") problems.push(`${path}: ListItem without position`);
      if (!present(node.name) || !isAbsoluteUrl(node.item)) problems.push(`${path}: ListItem needs name and item`);
    }
    if (types.includes("ImageObject") && !isAbsoluteUrl(node.url)) problems.push(`${path}: ImageObject without url`);
  });

  for (const node of nodes) {
    const types = typesOf(node);
    if (types.includes("BlogPosting")) {
      const author = node.author as Node | undefined;
      const publisher = node.publisher as Node | undefined;
      if (!present(author?.name)) problems.push("BlogPosting: author has no name");
      if (!present(publisher?.name) || !present(publisher?.logo)) problems.push("BlogPosting: publisher needs name and logo");
      if (typeof node.datePublished !== "string" || !/^\d{4}-\d{2}-\d{2}/.test(node.datePublished)) {
        problems.push("BlogPosting: datePublished is not an ISO date");
      }
      if (typeof node.headline === "string" && node.headline.length > 110) problems.push("BlogPosting: headline over 110 characters");
    }
    if (types.includes("BreadcrumbList")) {
      const items = node.itemListElement as Node[];
      items.forEach((item, i) => {
        if (item.position !== i + 1) problems.push(`BreadcrumbList: item ${i} has position ${String(item.position)}`);
      });
    }
    if (types.includes("ItemList")) {
      const items = node.itemListElement as Node[];
      if (node.numberOfItems !== items.length) problems.push("ItemList: numberOfItems does not match");
    }
  }
  return problems;
}

/** All `<script type="application/ld+json">` bodies of an HTML page, parsed. */
export function jsonLdScripts(html: string): unknown[] {
  const found: unknown[] = [];
  const re = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;
  for (let m = re.exec(html); m; m = re.exec(html)) found.push(JSON.parse(m[1]!));
  return found;
}

/** Every typed top-level node of a page's JSON-LD. */
export function graphNodes(docs: unknown[]): Node[] {
  return docs.flatMap((doc) => {
    const root = doc as Node;
    return (Array.isArray(root["@graph"]) ? root["@graph"] : [root]) as Node[];
  });
}
