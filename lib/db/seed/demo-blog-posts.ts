// The four demo blog posts (bodies as paragraphs; the seed turns them into sanitised HTML).
import type { TSeedBlogPost } from "./content-seed";

export const DEMO_BLOG_POSTS: TSeedBlogPost[] = [
  {
    slug: "four-classrooms-in-tiruvallur",
    title: "Four new classrooms open in Tiruvallur",
    summary:
      "Madras Round Table 1 handed over four classrooms to the Panchayat Union School, ending two years of lessons under a tin shed.",
    coverImage: "/images/blog/classrooms.webp",
    publishedAt: new Date("2024-11-15T09:00:00Z"),
    body: `For two years, 160 children of the Panchayat Union School in Tiruvallur took their lessons under a tin shed that was too hot by ten in the morning and flooded every monsoon.

Last week Madras Round Table 1 handed over four new classrooms, each with furniture, fans, lighting and a green board. The headmistress, Mrs. Lakshmi, said attendance had already risen since the children moved in.

The project was funded by the foundation's classroom programme together with a corporate partner, and the table's members supervised the work every weekend. The school committee will look after the building; the table will visit each term.`,
  },
  {
    slug: "blood-donation-drive-bangalore",
    title: "312 units collected at our blood donation drive",
    summary: "Bangalore Round Table 2 and the city's blood bank collected 312 units in a single day, a record for the table.",
    coverImage: "/images/blog/blood-donation.webp",
    publishedAt: new Date("2024-10-02T09:00:00Z"),
    body: `On Gandhi Jayanti, Bangalore Round Table 2 ran its annual blood donation drive with the city's government blood bank. By evening, 312 donors had given blood, a record for the table.

Most donors were first-timers from two technology parks nearby, where members had spent the previous fortnight explaining how safe and simple donation is.

Every unit goes to the government hospital, where it will serve patients with thalassaemia and mothers in the maternity ward. The table thanks every donor and the blood bank's staff.`,
  },
  {
    slug: "flood-relief-assam",
    title: "Relief kits for 800 families after the Assam floods",
    summary: "Tables and circles across the north-east packed and delivered relief kits within a week of the floods.",
    coverImage: "/images/blog/flood-relief.webp",
    publishedAt: new Date("2024-07-22T09:00:00Z"),
    body: `When the Brahmaputra flooded large parts of Assam in July, members of our tables and circles in the north-east began packing relief kits within two days.

Each kit held rice, dal, oil, a tarpaulin, mosquito nets, a water filter and hygiene supplies for a family of five. With the district administration, 800 kits reached families in Morigaon and Nagaon within a week.

Donations to the foundation's disaster relief fund made this possible. The next phase, repairing two flood-damaged schools, starts when the water recedes.`,
  },
  {
    slug: "scholarships-for-first-generation-students",
    title: "Scholarships for 120 first-generation college students",
    summary:
      "The foundation's scholarship programme now supports 120 students who are the first in their families to go to college.",
    coverImage: "/images/blog/scholarships.webp",
    publishedAt: new Date("2024-06-10T09:00:00Z"),
    body: `This year the foundation awarded scholarships to 120 students who are the first in their families to go to college. Each scholarship covers tuition and books for the whole course.

Students are nominated by the tables and circles that know them, and each is paired with a member who mentors them until they graduate.

Eleven of last year's scholars have already found jobs, and three have joined the tables that supported them. Applications for the next year open in April.`,
  },
];
