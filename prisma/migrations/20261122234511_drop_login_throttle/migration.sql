-- DropTable
DROP TABLE "LoginThrottle";
