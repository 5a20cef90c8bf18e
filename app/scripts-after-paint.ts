/**
 * Rewrites a rendered page so that its JavaScript is fetched after the first paint
 * instead of beside the stylesheet (decision 0075). React Router's `<Scripts>` puts a
 * `<link rel="modulepreload">` in the head for every module of the page and an inline
 * module script that imports the route modules statically; on a slow phone network those
 * downloads compete with the HTML, the stylesheet and the largest image for the first
 * round trips, though the page is complete HTML that shows nothing the scripts draw.
 *
 * After the rewrite the head carries no module preloads; the inline module waits for the
 * first contentful paint (two seconds at most), then adds the same preloads and imports the
 * route modules dynamically, and goes on exactly as before.
 * HTML in any other shape (a development build, a future React Router) is left as it is.
 */

const modulePreload = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const moduleScript = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const staticImport = /^\s*import \* as (route\d+) from ("[^"]+");\s*$/gm;

/**
 * Resolves once the browser reports the first contentful paint; a timer stands in for a
 * browser without paint timing, or a hidden tab that paints nothing until it is shown.
 */
const afterFirstPaint =
  'await new Promise((resolve) => { setTimeout(resolve, 2000); try { new PerformanceObserver((list) => list.getEntriesByName("first-contentful-paint").length && resolve()).observe({ type: "paint", buffered: true }); } catch { resolve(); } });';

export function scriptsAfterFirstPaint(html: string): string {
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]!);
  const script = moduleScript.exec(html);
  if (!script || preloads.length === 0) return html;
  const [whole, open, body, close] = script as unknown as [string, string, string, string];
  const imports = [...body.matchAll(staticImport)];
  if (imports.length === 0) return html;

  const names = imports.map((match) => match[1]).join(", ");
  const sources = imports.map((match) => `import(${match[2]})`).join(", ");
  const rewritten = [
    afterFirstPaint,
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const [${names}] = await Promise.all([${sources}]);`,
    body.replace(staticImport, ""),
  ].join("\n");

  const withoutPreloads = html.replace(modulePreload, "");
  return withoutPreloads.replace(whole, () => `${open}${rewritten}${close}`);
}
