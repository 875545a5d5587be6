// The demo public-site content: three slides, news and speech videos, eight gallery years (one
// with a cover that is not an image), their projects, four blog posts and four recognitions.
import type { TPrisma } from "../client";
import { DEMO_BLOG_POSTS } from "./demo-blog-posts";
import { seedBlogPost, seedGalleryProject, seedGalleryYear, seedNewsItem, seedRecognition, seedSlide } from "./content-seed";

const embed = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;

const SLIDES = [
  {
    title: "Building classrooms where they matter most",
    description: "Tables across India have built and refurbished thousands of classrooms for children in government schools.",
    backgroundImage: "/images/slides/slide-1.webp",
  },
  {
    title: "Health camps that reach every village",
    description: "Eye, dental and general health camps run by our members bring care to families far from a hospital.",
    backgroundImage: "/images/slides/slide-2.webp",
  },
  {
    title: "Standing with communities in times of need",
    description: "From floods to pandemics, our tables and circles are among the first to bring relief and rebuild.",
    backgroundImage: "/images/slides/slide-3.webp",
  },
];

const NEWS = [
  {
    kind: "news",
    title: "Classroom handover at the Government School, Tiruvallur",
    id: "aqz-KE-bpKQ",
    thumbnail: "/images/news/news-1.webp",
    date: "2024-11-14",
  },
  {
    kind: "news",
    title: "Free health camp serves 1,200 villagers in Pune district",
    id: "eRsGyueVLvQ",
    thumbnail: "/images/news/news-2.webp",
    date: "2024-09-02",
  },
  {
    kind: "news",
    title: "Flood relief kits reach 800 families in Assam",
    id: "R6MlUcmOul8",
    thumbnail: "/images/news/news-3.webp",
    date: "2024-07-21",
  },
  {
    kind: "speech",
    title: "Chairman's address at the national AGM",
    id: "WhWc3b3KhnY",
    thumbnail: "/images/news/speech-1.webp",
    date: "2024-08-18",
  },
  {
    kind: "speech",
    title: "Founders' day speech: sixty years of service",
    id: "aqz-KE-bpKQ",
    thumbnail: "/images/news/speech-2.webp",
    date: "2024-01-26",
  },
] as const;

/** year -> cover; 2019-20's cover is a PDF report, so the pages show the default foundation image for it. */
const GALLERY_YEARS: [number, string][] = [
  [201718, "/images/gallery/2017-18.webp"],
  [201819, "/images/gallery/2018-19.webp"],
  [201920, "/images/gallery/2019-20-annual-report.pdf"],
  [202021, "/images/gallery/2020-21.webp"],
  [202122, "/images/gallery/2021-22.webp"],
  [202223, "/images/gallery/2022-23.webp"],
  [202324, "/images/gallery/2023-24.webp"],
  [202425, "/images/gallery/2024-25.webp"],
];

const UNITS = [
  { tableNo: 1, tableName: "Madras Round Table 1" },
  { tableNo: 2, tableName: "Bangalore Round Table 2" },
  { tableNo: 3, tableName: "Bombay Round Table 3" },
  { tableNo: 4, tableName: "Pune Round Table 4" },
  { tableNo: 5, tableName: "Delhi Round Table 5" },
  { tableNo: 6, tableName: "Chandigarh Round Table 6" },
  { circleNo: 1, tableName: "Madras Ladies Circle 1" },
  { circleNo: 2, tableName: "Bombay Ladies Circle 2" },
];

const PROJECT_KINDS = [
  {
    title: "Four classrooms for the Panchayat Union School",
    cover: "/images/gallery/projects/classroom.webp",
    what: "four new classrooms with furniture, fans and lighting for 160 children",
  },
  {
    title: "RO drinking-water plant",
    cover: "/images/gallery/projects/water.webp",
    what: "a reverse-osmosis plant giving 2,000 litres of safe drinking water a day",
  },
  {
    title: "Primary health centre refurbishment",
    cover: "/images/gallery/projects/health.webp",
    what: "a refurbished ward, a new examination room and a solar backup for the vaccine fridge",
  },
  {
    title: "School library and reading room",
    cover: "/images/gallery/projects/library.webp",
    what: "a library of 1,500 books in English and the local language, with a trained volunteer",
  },
  {
    title: "Toilet block for girls",
    cover: "/images/gallery/projects/health.webp",
    what: "a six-seat toilet block with running water, so that older girls stay in school",
  },
];

/** 15 projects for 2022-23 (enough to page through), 3 or 4 for the other years. */
const projectsPerYear = (year: number, index: number) => (year === 202223 ? 15 : 3 + (index % 2));

const RECOGNITIONS = [
  {
    title: "National CSR Partner of the Year",
    recipient: "The Foundation",
    year: 202324,
    description: "For the classroom programme run with corporate partners in 14 states.",
  },
  {
    title: "Outstanding Project Award",
    recipient: "Madras Round Table 1",
    year: 202223,
    description: "For the RO water plants serving 12 villages in Tiruvallur district.",
  },
  {
    title: "Community Service Excellence",
    recipient: "Bombay Ladies Circle 2",
    year: 202122,
    description: "For running vaccination and nutrition camps through the pandemic.",
  },
  {
    title: "Best Disaster Relief Effort",
    recipient: "Pune Round Table 4",
    year: 202021,
    description: "For flood relief and rebuilding of homes in Kolhapur and Sangli.",
  },
];

export const seedDemoContent = async (prisma: TPrisma) => {
  for (const [index, slide] of SLIDES.entries()) await seedSlide(prisma, { ...slide, sortOrder: index + 1 });
  for (const item of NEWS)
    await seedNewsItem(prisma, {
      kind: item.kind,
      title: item.title,
      url: embed(item.id),
      thumbnail: item.thumbnail,
      publishedAt: new Date(`${item.date}T10:00:00Z`),
    });
  for (const [index, [year, cover]] of GALLERY_YEARS.entries()) {
    await seedGalleryYear(prisma, year, cover);
    for (let n = 0; n < projectsPerYear(year, index); n += 1) {
      const kind = PROJECT_KINDS[n % PROJECT_KINDS.length]!;
      const unit = UNITS[(n + index) % UNITS.length]!;
      await seedGalleryProject(prisma, {
        year,
        title: `${kind.title}${n >= PROJECT_KINDS.length ? ` (phase ${Math.floor(n / PROJECT_KINDS.length) + 1})` : ""}`,
        ...unit,
        description: `${unit.tableName} delivered ${kind.what}.`,
        coverPhoto: kind.cover,
        sortOrder: n + 1,
      });
    }
  }
  for (const post of DEMO_BLOG_POSTS) await seedBlogPost(prisma, post);
  for (const [index, recognition] of RECOGNITIONS.entries())
    await seedRecognition(prisma, {
      ...recognition,
      image: `/images/recognitions/award-${index + 1}.webp`,
      sortOrder: index + 1,
    });
};
