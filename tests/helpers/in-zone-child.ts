// Run by tests/helpers/in-zone.ts in a Node process started with TZ set to the zone under test:
// calls exports of a module, each with its input (or renders them, for components, with the input
// as props), and prints the zone it ran in and the results as JSON.
import { createElement, type FunctionComponent } from "react";
import { renderToStaticMarkup } from "react-dom/server";

type TJob = { modulePath: string; render: boolean; calls: [name: string, input: unknown][] };

const main = async () => {
  const job = JSON.parse(process.argv[2]!) as TJob;
  const loaded = (await import(job.modulePath)) as Record<string, unknown>;
  const results = job.calls.map(([name, input]) => {
    const target = loaded[name];
    if (typeof target !== "function") throw new Error(`${job.modulePath} has no function ${name}`);
    return job.render
      ? renderToStaticMarkup(createElement(target as FunctionComponent<object>, input as object))
      : (target as (value: unknown) => unknown)(input);
  });
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  process.stdout.write(`${JSON.stringify({ zone, results })}\n`);
};

void main();
