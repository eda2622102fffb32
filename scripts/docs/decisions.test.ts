// docs/decisions/README.md and 000-template.md: every record opens with its Status and Date lines,
// has its line in the index, and every number up to the highest is a record or said to be missing.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const folder = fileURLToPath(new URL("../../docs/decisions/", import.meta.url));
const index = readFileSync(`${folder}README.md`, "utf8");
const recordFile = /^(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const statusLine = /^Status: (Proposed|Accepted|Superseded by \d{3}|Withdrawn)(?: \(.+\))?$/;
const dateLine = /^Date: (\d{4}-\d{2}-\d{2})$/;

const records = readdirSync(folder)
  .filter((file) => recordFile.test(file) && !file.startsWith("000-"))
  .sort()
  .map((file) => {
    const lines = readFileSync(`${folder}${file}`, "utf8").split("\n");
    return { file, number: file.slice(0, 3), lines, status: lines[2]?.replace(/^Status: /, "") ?? "" };
  });
const numbers = new Set(records.map(({ number }) => number));

/** The numbers the index says have no record: "023, 024" and ranges like "037–039". */
function numbersWithoutRecord(): string[] {
  const section = index.split(/^## Numbers without a record$/m)[1]?.split(/^## /m)[0] ?? "";
  return [...section.matchAll(/\b(\d{3})(?:–(\d{3}))?\b/g)].flatMap(([, from, to]) => {
    const first = Number(from);
    const last = Number(to ?? from);
    return Array.from({ length: last - first + 1 }, (_, i) => String(first + i).padStart(3, "0"));
  });
}

describe("decision records", () => {
  it("each opens with '# NNN — title', a Status line and a Date line in the template's format", () => {
    const problems = records.flatMap(({ file, number, lines }) => {
      const [title = "", blank = "", status = "", date = "", after = ""] = lines;
      const found: string[] = [];
      if (!title.startsWith(`# ${number} — `)) found.push(`${file}: first line is not '# ${number} — …'`);
      if (blank !== "" || after !== "")
        found.push(`${file}: Status and Date sit alone between blank lines under the title`);
      if (!statusLine.test(status))
        found.push(`${file}: '${status}' is not 'Status: Proposed|Accepted|Superseded by NNN|Withdrawn'`);
      const day = dateLine.exec(date)?.[1];
      if (!day || Number.isNaN(Date.parse(day))) found.push(`${file}: '${date}' is not 'Date: YYYY-MM-DD'`);
      return found;
    });
    expect(problems).toEqual([]);
  });

  it("use each number once, and a status names only records that exist", () => {
    const repeated = records.filter(({ number }, i) => records.findIndex((other) => other.number === number) !== i);
    expect(repeated.map(({ file }) => file)).toEqual([]);
    const dangling = records.flatMap(({ file, status }) =>
      [...status.matchAll(/\b\d{3}\b/g)]
        .filter(([cited]) => !numbers.has(cited))
        .map(([cited]) => `${file} cites ${cited}`),
    );
    expect(dangling).toEqual([]);
  });
});

describe("the index, docs/decisions/README.md", () => {
  it("lists every record with its title and status", () => {
    const indexLines = new Set(index.split("\n"));
    const missing = records
      .map(({ file, lines, status }) => `- [${lines[0]?.replace(/^# /, "")}](${file}) — ${status}`)
      .filter((line) => !indexLines.has(line));
    expect(missing).toEqual([]);
  });

  it("links only files that exist", () => {
    const files = new Set(readdirSync(folder));
    const links = [...index.matchAll(/\]\(([^)]+)\)/g)].map(([, target]) => target ?? "");
    expect(links.filter((target) => !files.has(target))).toEqual([]);
  });

  it("accounts for every number below the highest that has no record", () => {
    const highest = Math.max(...records.map(({ number }) => Number(number)));
    const gaps = Array.from({ length: highest }, (_, i) => String(i + 1).padStart(3, "0")).filter(
      (n) => !numbers.has(n),
    );
    const said = numbersWithoutRecord();
    expect(gaps.filter((n) => !said.includes(n))).toEqual([]);
    expect(said.filter((n) => numbers.has(n))).toEqual([]);
  });
});
