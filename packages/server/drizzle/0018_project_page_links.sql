-- The project pages are built (issue 17, ADR 0067) at /{locale}/projects and /{locale}/projects/detail: a
-- database seeded before keeps its links (the seed leaves existing rows alone), so they move here — only while
-- they are still the old seeded hrefs, so an operator's own href survives.
UPDATE "links" SET "href_template" = '/{locale}/projects'
  WHERE "list" = 'MyAirshop' AND "id" = 'Projects' AND "href_template" = '/{locale}/my-airshop/projects';--> statement-breakpoint
UPDATE "links" SET "href_template" = '/{locale}/projects/detail'
  WHERE "list" = 'MyAirshop' AND "id" = 'ProjectDetail' AND "href_template" = '/{locale}/my-airshop/projects/detail';
