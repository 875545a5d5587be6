import { PageContainer } from "./page-container";

type TPlaceholderPageProps = { title: string; description: string };

/** A screen that is routed and guarded but not built yet. */
export const PlaceholderPage = ({ title, description }: TPlaceholderPageProps) => (
  <PageContainer title={title} description={<p>{description}</p>} />
);
