import type { Metadata } from "next";
import { NotFoundScreen } from "@/components/layout/not-found-screen";

export const metadata: Metadata = { title: "Page not found" };

const NotFound = () => <NotFoundScreen />;

export default NotFound;
