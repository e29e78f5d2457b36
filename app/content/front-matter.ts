/**
 * Splits a Markdown file into its front matter (flat `key: value` lines between `---`
 * fences) and body. Values are plain strings; the content schema gives them meaning.
 */
export function parseFrontMatter(source: string): { data: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) throw new Error("missing front matter (a block between --- lines at the top)");
  const data: Record<string, string> = {};
  for (const [index, line] of match[1]!.split(/\r?\n/).entries()) {
    if (!line.trim()) continue;
    const colon = line.indexOf(":");
    if (colon < 1) throw new Error(`front matter line ${index + 1} is not "key: value": ${line}`);
    const key = line.slice(0, colon).trim();
    if (key in data) throw new Error(`front matter key "${key}" appears twice`);
    data[key] = line.slice(colon + 1).trim();
  }
  return { data, body: source.slice(match[0].length) };
}
