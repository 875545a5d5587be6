-- AlterTable
ALTER TABLE "Member" ADD COLUMN     "everApproved" BOOLEAN NOT NULL DEFAULT false;

-- Approved once: approved now, or (un-approved since) approved by the secretariat according to the
-- admin log. Accounts brought over un-approved have no log entry and stay sign-ups waiting.
UPDATE "Member" SET "everApproved" = true
WHERE "isApproved"
   OR "id"::text IN (
     SELECT "targetId" FROM "AdminChange"
     WHERE "targetKind" = 'member' AND "action" IN ('signup.approve', 'member.unapprove')
   );
