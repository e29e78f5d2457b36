import type { Route } from "./+types/contact";
import { Container, PageHero } from "~/components/ui/section";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Contact Us",
    description: "Tell us about your project. Call, email or send an enquiry to our team in Goripalayam, Madurai.",
    path: "/contact",
  });

export default function Contact() {
  return (
    <>
      <PageHero eyebrow="Contact" title="Contact Us" />
      <Container className="py-16">Form coming.</Container>
    </>
  );
}
