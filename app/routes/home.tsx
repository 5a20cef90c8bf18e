import { site } from "#common/site.ts";
import type { Route } from "./+types/home";
import { requestContext } from "../request-context.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  return { campusCount: await services.campus.count() };
}

export function meta() {
  return [
    { title: `${site.name} (${site.shortName})` },
    {
      name: "description",
      content: `${site.name}: programmes, admissions, campuses, notices and recruitment.`,
    },
    { tagName: "link", rel: "canonical", href: `${site.website}/` },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{site.name}</h1>
      <p className="mt-4 text-lg text-slate-700">
        Skills for work and enterprise across{" "}
        <strong data-testid="campus-count">{loaderData.campusCount} campuses</strong> in Delhi.
      </p>
    </main>
  );
}
