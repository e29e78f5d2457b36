/**
 * Where every bench leaves its latest figures: bench/results/<name>, overwritten on each run, so the
 * history is in git and docs/PERFORMANCE.md links one file a bench. The machine line says how busy the
 * machine was, since wall times on a shared machine follow its load more than the code.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "../scripts/lib/local-site";

/** The 1-minute load average now, as the results files print it: take it before the bench starts its servers. */
export function loadAverage(): string {
  return os.loadavg()[0]!.toFixed(1);
}

/** "Machine: …. Run <ISO time>; 1-minute load average <load> at the start." */
export function machineLine(loadAtStart: string): string {
  const cpu = os.cpus();
  const machine = `${cpu.length} × ${cpu[0]?.model.trim() ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ${os.platform()} ${os.release()}`;
  return `Machine: ${machine}. Run ${new Date().toISOString()}; 1-minute load average ${loadAtStart} at the start.`;
}

/** Writes bench/results/<name> and returns its path from the repository's root, for the console. */
export function writeResults(name: string, text: string): string {
  const dir = path.join(ROOT, "bench/results");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, name), text);
  return `bench/results/${name}`;
}
