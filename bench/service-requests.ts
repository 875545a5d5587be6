// Benchmark of the helpdesk with 100,000 requests in the database (seeded by
// bench/service-requests-seed.ts before the server starts; bench/service-requests.sh does both):
// p50/p95 of the paged lists and of raising a request with one small PNG, under concurrent load.
// Usage: npm run bench   (or: npx tsx bench/service-requests.ts <baseUrl>)
import { logIn, printResult, runLoad, waitForServer } from "./lib/load";

const BASE = process.argv[2] ?? "http://127.0.0.1:3301";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_SR_CONNECTIONS ?? 20);
const SR = `${BASE}/api/servicerequest`;

// A valid 1x1 PNG.
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);

const multipart = (json: unknown) => {
  const boundary = `----bench${Date.now().toString(16)}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="json"\r\n\r\n${JSON.stringify(json)}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="serviceActionFileNames"; filename="shot.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
};

type TPage = { serviceRequests: unknown[]; counts: Record<string, number> };

const getJson = async <T>(url: string, cookie: string) => {
  const res = await fetch(url, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};

const total = (page: TPage) => Object.values(page.counts).reduce((sum, value) => sum + value, 0);

const main = async () => {
  await waitForServer(`${BASE}/login`);
  const [tex, admin, member] = await Promise.all([logIn(BASE, "tex"), logIn(BASE, "admin"), logIn(BASE, "member")]);
  const before = await getJson<TPage>(`${SR}/getallservicerequests?take=1`, admin);
  if (total(before) < 100_000)
    console.warn(`warning: only ${total(before)} requests in the database (seed with bench/service-requests-seed.ts)`);
  const categories = await getJson<{ srCat: { serviceCategoryId: number; categoryShortName: string }[] }>(
    `${SR}/getservicecategory`,
    member,
  );
  const itSupport = categories.srCat.find((row) => row.categoryShortName === "IT Support");
  if (!itSupport) throw new Error("no IT Support category");
  const create = multipart({
    serviceRequestTitle: "Bench: printer",
    serviceCategoryId: itSupport.serviceCategoryId,
    serviceActions: [{ serviceRemark: "Load test" }],
  });
  const createHeaders = { cookie: member, "content-type": create.contentType };

  const lists = [
    {
      label: "GET getservicerequests view=admin status=1 take=20 (tex)",
      url: `${SR}/getservicerequests?view=admin&status=1&take=20`,
      cookie: tex,
    },
    {
      label: "GET getallservicerequests status=1 take=20 (admin)",
      url: `${SR}/getallservicerequests?take=20&status=1`,
      cookie: admin,
    },
    {
      label: "GET getservicerequests view=own status=1 take=20 (member)",
      url: `${SR}/getservicerequests?view=own&status=1&take=20`,
      cookie: member,
    },
    {
      label: "GET getallservicerequests q=title status=1 (admin)",
      url: `${SR}/getallservicerequests?take=20&status=1&q=request%204242`,
      cookie: admin,
    },
  ];
  for (const list of lists) {
    const page = await getJson<TPage>(list.url, list.cookie);
    if (page.serviceRequests.length === 0) throw new Error(`${list.label}: empty page`);
  }

  console.log(
    `service-request benchmark: ${total(before)} requests, ${CONNECTIONS} connections, ${SECONDS} s per target, ${BASE}`,
  );
  for (const list of lists) await runLoad({ url: list.url, connections: 4, seconds: 2, headers: { cookie: list.cookie } });
  await runLoad({
    url: `${SR}/createservicerequest`,
    connections: 2,
    seconds: 2,
    headers: createHeaders,
    body: create.body,
  });

  for (const list of lists)
    printResult(
      list.label,
      await runLoad({ url: list.url, connections: CONNECTIONS, seconds: SECONDS, headers: { cookie: list.cookie } }),
    );
  const afterWarmUp = total(await getJson<TPage>(`${SR}/getallservicerequests?take=1`, admin));
  const created = await runLoad({
    url: `${SR}/createservicerequest`,
    connections: CONNECTIONS,
    seconds: SECONDS,
    headers: createHeaders,
    body: create.body,
  });
  printResult("POST createservicerequest + 1 PNG (member)", created);
  const after = total(await getJson<TPage>(`${SR}/getallservicerequests?take=1`, admin));
  console.log(`created ${created.statuses[200] ?? 0} requests under load; the database grew by ${after - afterWarmUp}`);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
