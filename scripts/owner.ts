/**
 * The operator's command for the inbox's owners, against the same DATABASE_URL as the site:
 *
 *   npm run owner -- add EMAIL      an owner may sign in from now on
 *   npm run owner -- remove EMAIL   and their sessions, sign-in links and passkeys end now
 *   npm run owner -- list
 *   npm run owner -- link EMAIL     prints a sign-in URL (single use, 15 minutes) on SITE_URL
 *
 * SITE_URL is a build-time variable: without it in the environment, links are on the one the
 * build in this folder was made with (build/build-env.json, what `npm start` serves), and without
 * a build on the default. The folder is the one npm runs the command in, the project's, as for
 * the default DATABASE_URL.
 *
 * `link` is the first sign-in, and the way back in when no mail is set up. Only the URL's
 * path and query matter: on another origin the site answers on (a local test, a staging
 * host), keep them and change the origin.
 * Exit status: 0 done, 1 the store failed, 2 wrong usage or no such owner.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseDatabaseUrl } from "../server/config";
import { OwnerAuth } from "../server/auth/owner-auth";
import { signInUrl } from "../server/auth/sign-in-links";
import { EnquiryStore } from "../server/enquiries/store";
import { ownerEmailSchema } from "../app/shared/sign-in";
import { readBuildEnv } from "../app/shared/read-build-env.js";

const USAGE = `Usage:
  npm run owner -- add EMAIL      Let EMAIL sign in to the inbox.
  npm run owner -- remove EMAIL   Remove EMAIL, and end its sessions, sign-in links and passkeys.
  npm run owner -- list           Every owner.
  npm run owner -- link EMAIL     Print a sign-in link for EMAIL (works once, for 15 minutes).

The store is the one DATABASE_URL names (default sqlite:./data/enquiries.db); links are on SITE_URL,
else on the SITE_URL the build was made with (build/build-env.json).`;

/** SITE_URL from the environment, else the build's (build/build-env.json in this folder), else the default. */
function linkSiteUrl(env: NodeJS.ProcessEnv): string {
  if (env.SITE_URL?.trim()) return readBuildEnv(env).SITE_URL;
  const record = path.resolve("build", "build-env.json");
  if (!existsSync(record)) return readBuildEnv({}).SITE_URL;
  const built = JSON.parse(readFileSync(record, "utf8")) as { SITE_URL?: string };
  return readBuildEnv({ SITE_URL: built.SITE_URL }).SITE_URL;
}

function fail(message: string, code = 2): number {
  process.stderr.write(`${message}\n`);
  return code;
}

async function main([command, address, ...rest]: string[]): Promise<number> {
  if (!command || command === "--help" || command === "-h") return fail(USAGE, command ? 0 : 2);
  if (!["add", "remove", "list", "link"].includes(command)) return fail(`Unknown command "${command}".\n\n${USAGE}`);
  if (rest.length > 0 || (command === "list") !== (address === undefined)) return fail(`${command === "list" ? "list takes no address" : `${command} needs one email address`}.\n\n${USAGE}`);
  let email = "";
  if (address !== undefined) {
    const parsed = ownerEmailSchema.safeParse(address);
    if (!parsed.success) return fail(`"${address}": ${parsed.error.issues[0]?.message ?? "not an email address"}`);
    email = parsed.data;
  }
  let target, siteUrl;
  try {
    target = parseDatabaseUrl(process.env.DATABASE_URL);
    siteUrl = linkSiteUrl(process.env);
  } catch (error) {
    return fail((error as Error).message);
  }

  const store = await EnquiryStore.open(target);
  try {
    await store.migrate();
    const auth = new OwnerAuth(store.sql, { siteUrl, siteName: "" });
    if (command === "list") {
      const owners = await auth.owners.list();
      process.stdout.write(owners.length ? `${owners.map((owner) => owner.email).join("\n")}\n` : "No owners yet: add one with `npm run owner -- add EMAIL`.\n");
      return 0;
    }
    if (command === "add") {
      const added = await auth.owners.add(email);
      process.stdout.write(added ? `${email} is now an owner. Sign in with: npm run owner -- link ${email}\n` : `${email} already is an owner.\n`);
      return 0;
    }
    if (command === "remove") {
      if (!(await auth.owners.remove(email))) return fail(`${email} is not an owner.`);
      process.stdout.write(`${email} is no longer an owner; their sessions, sign-in links and passkeys have ended.\n`);
      return 0;
    }
    const owner = await auth.owners.find(email);
    if (!owner) return fail(`${email} is not an owner: add it first with \`npm run owner -- add ${email}\`.`);
    const url = signInUrl(siteUrl, await auth.links.create(owner.id));
    process.stdout.write(`${url}\n`);
    process.stderr.write("Open it within 15 minutes; it works once. On another address of the site, keep the path and query.\n");
    return 0;
  } catch (error) {
    return fail(`Could not reach the owners: ${(error as Error).message}`, 1);
  } finally {
    await store.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
