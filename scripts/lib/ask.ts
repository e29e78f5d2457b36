/** An operator command's question: the first line typed after it, or "" when the input ends first. */
import { createInterface } from "node:readline";

export async function ask(question: string): Promise<string> {
  process.stderr.write(question);
  const lines = createInterface({ input: process.stdin });
  try {
    for await (const line of lines) return line;
    return "";
  } finally {
    lines.close();
  }
}
