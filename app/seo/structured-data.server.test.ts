import { agencyEn } from "~/content/en/agency";
import { agencyTa } from "~/content/ta/agency";
import { describe, expect, it } from "vitest";
import { articles, articlesTa } from "~/content/articles.server";
import { services } from "~/content/en/services";
import { site } from "~/content/en/site";
import { servicesTa } from "~/content/ta/services";
import { mainNavTa, siteTa } from "~/content/ta/site";
import { uiTa } from "~/content/ta/ui";
import { checkJsonLd } from "../../tests/support/structured-data";
import { pageMeta } from "./meta.server";
import {
  articleId,
  BLOG_ID,
  blogListLd,
  blogPostingLd,
  breadcrumbLd,
  itemListLd,
  jsonLdMeta,
  ORGANIZATION_ID,
  organizationLd,
  sameAsLinks,
  serviceId,
  serviceLd,
  WEBSITE_ID,
  websiteLd,
} from "./structured-data.server";

const graph = (...nodes: Parameters<typeof jsonLdMeta>[0]) =>
  (jsonLdMeta(nodes) as { "script:ld+json": unknown })["script:ld+json"];

describe("the agency (ProfessionalService)", () => {
  const org = organizationLd();

  it("takes name, address, contacts, founding date and links from the site config", () => {
    expect(org["@type"]).toBe("ProfessionalService");
    expect(org.name).toBe(site.name);
    expect(org.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Goripalayam",
      addressLocality: "Madurai",
      addressRegion: "Tamil Nadu",
      postalCode: site.address.postalCode,
      addressCountry: "IN",
    });
    expect(org.telephone).toBe(site.phone.e164);
    expect(org.telephone.startsWith("+91")).toBe(true);
    expect(org.email).toBe(site.email);
    expect(org.url).toBe(`${site.url}/`);
    expect(org.logo.url).toBe(`${site.url}/og/logo.png`);
    expect(org.foundingDate).toBe("2024-09");
    expect(org.areaServed.map((a) => a.name)).toEqual(["Madurai", "Tamil Nadu", "India"]);
    expect(org.hasOfferCatalog.itemListElement.map((o) => o.itemOffered.name)).toEqual(services.map((s) => s.title));
  });

  it("lists only social links that are absolute URLs in sameAs", () => {
    expect(org.sameAs).toEqual(site.social.filter((s) => s.href.startsWith("https://")).map((s) => s.href));
    expect(org.sameAs).not.toContain("/");
    expect(sameAsLinks([{ href: "/" }, { href: "https://www.linkedin.com/company/x" }, { href: "mailto:a@b.c" }])).toEqual([
      "https://www.linkedin.com/company/x",
    ]);
  });

  it("is a valid document on its own and with the WebSite node", () => {
    expect(checkJsonLd(graph(org, websiteLd()))).toEqual([]);
  });
});

describe("Service", () => {
  it("describes each service from the service content and points at the agency", () => {
    for (const service of services) {
      const node = serviceLd(service);
      expect(node.name).toBe(service.title);
      expect(node.description).toBe(service.description);
      expect(node.url).toBe(`${site.url}/services/${service.slug}`);
      expect(node.provider).toEqual({ "@id": ORGANIZATION_ID });
      const crumbs = breadcrumbLd([
        { name: "Our Services", path: "/services" },
        { name: service.title, path: `/services/${service.slug}` },
      ]);
      expect(checkJsonLd(graph(organizationLd(), node, crumbs))).toEqual([]);
    }
  });

  it("points a Tamil Service at its Tamil share image", () => {
    for (const service of servicesTa) {
      expect(serviceLd(service, "ta").image).toBe(`${site.url}/og/ta/services--${service.slug}.png`);
    }
  });

  it("flags a Service whose provider reference does not resolve", () => {
    expect(checkJsonLd(graph(serviceLd(services[0]!))).join()).toMatch(/does not resolve/);
  });
});

describe("BlogPosting", () => {
  it("has headline, date, image, author, publisher and the canonical page for every article", () => {
    for (const article of articles) {
      const node = blogPostingLd(article);
      const url = `${site.url}/blogs/${article.slug}`;
      expect(node.headline).toBe(article.title);
      expect(node.datePublished).toBe("2025-08-24");
      expect(node.image[0]).toMatchObject({ url: `${site.url}/og/blogs--${article.slug}.png`, width: 1200, height: 630 });
      expect(node.author.name).toBe(site.name);
      expect(node.publisher).toMatchObject({ "@id": ORGANIZATION_ID, name: site.name });
      expect(node.publisher.logo?.url).toBe(`${site.url}/og/logo.png`);
      expect(node.mainEntityOfPage["@id"]).toBe(url);
      expect(node.timeRequired).toBe(`PT${article.readingMinutes}M`);
      expect(checkJsonLd(graph(organizationLd(), node))).toEqual([]);
    }
  });
});

describe("Tamil BlogPosting", () => {
  it("shows the Tamil share image of the article", () => {
    for (const article of articlesTa) {
      expect(blogPostingLd(article, "ta").image[0]).toMatchObject({ url: `${site.url}/og/ta/blogs--${article.slug}.png`, caption: article.title });
    }
  });
});

describe("breadcrumbs and lists", () => {
  it("numbers a breadcrumb trail from Home with absolute URLs", () => {
    expect(breadcrumbLd([{ name: "Blogs", path: "/blogs" }]).itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${site.url}/` },
      { "@type": "ListItem", position: 2, name: "Blogs", item: `${site.url}/blogs` },
    ]);
  });

  it("lists the blog's articles in the given order", () => {
    const list = blogListLd(articles);
    expect(list.numberOfItems).toBe(articles.length);
    expect(list.itemListElement.map((i) => i.item)).toEqual(articles.map((a) => `${site.url}/blogs/${a.slug}`));
    expect(checkJsonLd(graph(organizationLd(), list, itemListLd("Our Services", [{ name: "Meta Ads", path: "/services/meta-ads" }])))).toEqual([]);
  });
});

describe("pageMeta", () => {
  it("emits one JSON-LD script with the agency first and the page's own nodes after it", () => {
    const meta = pageMeta({ title: "T", description: "D", path: "/x", structuredData: [websiteLd()] });
    const scripts = meta.filter((m) => "script:ld+json" in m);
    expect(scripts).toHaveLength(1);
    const doc = (scripts[0] as { "script:ld+json": { "@graph": Array<{ "@type": string }> } })["script:ld+json"];
    expect(doc["@graph"].map((n) => n["@type"])).toEqual(["ProfessionalService", "WebSite"]);
  });

  it("states the share image's type, size and alt text", () => {
    const meta = pageMeta({ title: "T", description: "D", path: "/x" }) as Array<Record<string, string>>;
    const prop = (p: string) => meta.find((m) => m.property === p)?.content;
    expect(prop("og:image:type")).toBe("image/png");
    expect(prop("og:image:width")).toBe("1200");
    expect(prop("og:image:height")).toBe("630");
    expect(prop("og:image:alt")).toBe(`T – ${site.name}`);
  });
});

describe("node ids and the Tamil nodes", () => {
  const base = site.url;

  it("gives every node an absolute, stable @id", () => {
    expect([ORGANIZATION_ID, WEBSITE_ID, BLOG_ID]).toEqual([`${base}/#organization`, `${base}/#website`, `${base}/blogs#blog`]);
    expect(serviceId("meta-ads")).toBe(`${base}/services/meta-ads#service`);
    expect(articleId("blog-x")).toBe(`${base}/blogs/blog-x#article`);
    expect(articleId("blog-x", "ta")).toBe(`${base}/ta/blogs/blog-x#article`);
  });

  it("describes the agency's contact point and its catalogue of services by reference", () => {
    const org = organizationLd();
    expect(org.contactPoint).toEqual({
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: site.phone.e164,
      email: site.email,
      areaServed: "IN",
      availableLanguage: ["English", "Tamil"],
    });
    expect(org.hasOfferCatalog.name).toBe("Services");
    expect(org.hasOfferCatalog.itemListElement[1]).toEqual({
      "@type": "Offer",
      itemOffered: { "@type": "Service", "@id": `${base}/services/meta-ads#service`, name: "Meta Ads", url: `${base}/services/meta-ads` },
    });
  });

  it("keeps an http:// profile and drops links that only contain a URL", () => {
    expect(sameAsLinks([{ href: "http://example.com/a" }, { href: "/go?to=https://example.com" }])).toEqual(["http://example.com/a"]);
  });

  it("has an English and a Tamil WebSite, each in its language", () => {
    expect(websiteLd()).toEqual({
      "@type": "WebSite",
      "@id": `${base}/#website`,
      url: `${base}/`,
      name: site.name,
      description: agencyEn.description,
      inLanguage: "en-IN",
      publisher: { "@id": ORGANIZATION_ID },
    });
    expect(websiteLd("ta")).toEqual({
      "@type": "WebSite",
      "@id": `${base}/ta#website`,
      url: `${base}/ta`,
      name: site.name,
      description: agencyTa.description,
      inLanguage: "ta-IN",
      publisher: { "@id": ORGANIZATION_ID },
    });
  });

  it("gives a Tamil Service its own id, page and language; the English one states none", () => {
    const service = servicesTa.find((s) => s.slug === "seo-optimization")!;
    const node = serviceLd(service, "ta");
    expect(node["@id"]).toBe(`${base}/ta/services/seo-optimization#service`);
    expect(node.url).toBe(`${base}/ta/services/seo-optimization`);
    expect(node.inLanguage).toBe("ta-IN");
    const english = serviceLd(services.find((s) => s.slug === "seo-optimization")!);
    expect(english["@id"]).toBe(`${base}/services/seo-optimization#service`);
    expect("inLanguage" in english).toBe(false);
  });

  it("puts a Tamil article in the Tamil blog, under the Tamil name of its topic", () => {
    const article = articlesTa[0]!;
    const node = blogPostingLd(article, "ta");
    expect(node["@id"]).toBe(`${base}/ta/blogs/${article.slug}#article`);
    expect(node.inLanguage).toBe("ta-IN");
    expect(node.articleSection).toBe(servicesTa.find((s) => s.slug === article.topic)!.title);
    expect(node.isPartOf).toEqual({ "@type": "Blog", "@id": `${base}/ta/blogs#blog`, name: uiTa.feed.title(site.name), url: `${base}/ta/blogs` });
    expect(node.about).toMatchObject({ "@id": `${base}/services/${article.topic}#service`, url: `${base}/services/${article.topic}` });
    expect(blogPostingLd(articles[0]!).isPartOf).toEqual({ "@type": "Blog", "@id": BLOG_ID, name: `${site.name} blog`, url: `${base}/blogs` });
  });

  it("starts a Tamil trail at the Tamil home page, and an empty trail at the English one", () => {
    expect(breadcrumbLd([{ name: "Blog", path: "/ta/blogs" }]).itemListElement[0]).toEqual({
      "@type": "ListItem",
      position: 1,
      name: mainNavTa[0].label,
      item: `${base}/ta`,
    });
    expect(breadcrumbLd([]).itemListElement).toEqual([{ "@type": "ListItem", position: 1, name: "Home", item: `${base}/` }]);
  });

  it("names the Tamil blog list in Tamil", () => {
    const list = blogListLd(articlesTa, "ta");
    expect(list.name).toBe(uiTa.feed.title(site.name));
    expect(list.itemListElement[0]!.item).toBe(`${base}/ta/blogs/${articlesTa[0]!.slug}`);
  });
});
