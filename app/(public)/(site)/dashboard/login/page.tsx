import type { Metadata } from "next";
import { LoginScreen } from "@/components/auth/login-screen";

export const metadata: Metadata = { title: "Login" };

const LoginPage = () => <LoginScreen />;

export default LoginPage;
