-- A rule Prisma's schema cannot say (docs/decisions.md "Members: one unit (stop 59)").
-- A member belongs to one table or one circle, never both: the screens allow one unit, and the
-- code that picks "the member's unit" tries the table first. NOT VALID: rows from before the
-- portal that name both are kept for the secretariat to correct. Every new row and every update
-- is checked, so a save of such a row must choose one unit first.
ALTER TABLE "Member" ADD CONSTRAINT "Member_one_unit" CHECK ("tableNo" IS NULL OR "circleNo" IS NULL) NOT VALID;
