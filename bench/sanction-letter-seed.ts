// Seeds one sanctioned application of the demo education pack (table 2, started by texc) with an
// approved grant of ₹12,00,000 in two instalments, into DATABASE_URL or the embedded database in
// PGLITE_DIR, for bench/sanction-letter.ts. Run after the migrations and the demo seed. Prints the
// application's id.
import { createAdapter } from "../lib/db/adapter";
import { createPrismaClient, databaseTargetFromEnv } from "../lib/db/client";

const main = async () => {
  const handle = await createAdapter(databaseTargetFromEnv());
  const prisma = createPrismaClient(handle);
  try {
    const [texc, secretary, pack] = await Promise.all([
      prisma.member.findUniqueOrThrow({ where: { userName: "texc" }, select: { id: true } }),
      prisma.member.findUniqueOrThrow({ where: { userName: "secretary" }, select: { id: true } }),
      prisma.projectPack.findFirstOrThrow({
        where: { name: "Freedom Through Education: classrooms" },
        select: { id: true, year: true, stages: { select: { id: true }, orderBy: { position: "asc" } } },
      }),
    ]);
    const application = await prisma.projectApplication.create({
      data: {
        applicationNo: `TPA-${pack.year}-9001`,
        year: pack.year,
        packId: pack.id,
        tableNo: 2,
        areaNo: 1,
        title: "Four classrooms for GHSS Tiruvallur",
        state: "SANCTIONED",
        createdById: texc.id,
        stages: {
          create: pack.stages.map((stage, index) => ({ packStageId: stage.id, state: index < 4 ? "SUBMITTED" : "OPEN" })),
        },
        grantApproval: {
          create: {
            sanctionedPaise: 120_000_000n,
            donorName: "Sundaram Family Trust",
            conditions: "Work to be completed within twelve months of the sanction.",
            createdById: secretary.id,
            approvedById: secretary.id,
            approvedAt: new Date(),
            letterNo: `RTIF/SL/TPA-${pack.year}-9001`,
            letterSentAt: new Date(),
            instalments: {
              create: [
                { position: 1, label: "On the start of work", amountPaise: 70_000_000n },
                { position: 2, label: "On completion", amountPaise: 50_000_000n },
              ],
            },
          },
        },
      },
      select: { id: true },
    });
    console.log(application.id);
  } finally {
    await prisma.$disconnect();
    await handle.close();
  }
};

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
