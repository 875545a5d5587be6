-- AlterTable
ALTER TABLE "GrantApproval" ADD COLUMN     "letterSignedBy" TEXT;

-- Letters already sent: their sender's name as it is now (the name at the send was not kept), the
-- actor of the application's last sanction step, as the letter printed until now.
UPDATE "GrantApproval" AS g SET "letterSignedBy" = COALESCE(
  (SELECT m."fullName" FROM "ApplicationEvent" e JOIN "Member" m ON m."id" = e."actorId"
    WHERE e."applicationId" = g."applicationId" AND e."action" = 'sanction' ORDER BY e."id" DESC LIMIT 1),
  (SELECT m."fullName" FROM "Member" m WHERE m."id" = g."approvedById"))
WHERE g."letterSentAt" IS NOT NULL;
