-- The demo pictures are WebP files now, no longer SVG drawings (see docs/decisions.md). A row that
-- names one of the 29 drawings the site shipped (the pattern matches exactly those paths) names
-- its WebP copy instead, and every other path stays. No semicolon in these comments: the Postgres
-- adapter splits the script into statements at every semicolon.

UPDATE "Slide" SET "backgroundImage" = left("backgroundImage", -4) || '.webp'
WHERE "backgroundImage" ~ '^/images/(foundation-default|hero-background|slides/slide-[1-3]|blog/(blood-donation|classrooms|flood-relief|scholarships)|gallery/(2017-18|2018-19|2020-21|2021-22|2022-23|2023-24|2024-25)|gallery/projects/(classroom|health|library|water)|news/(news-[1-3]|speech-[12])|recognitions/award-[1-4])\.svg$';

UPDATE "NewsItem" SET "thumbnail" = left("thumbnail", -4) || '.webp'
WHERE "thumbnail" ~ '^/images/(foundation-default|hero-background|slides/slide-[1-3]|blog/(blood-donation|classrooms|flood-relief|scholarships)|gallery/(2017-18|2018-19|2020-21|2021-22|2022-23|2023-24|2024-25)|gallery/projects/(classroom|health|library|water)|news/(news-[1-3]|speech-[12])|recognitions/award-[1-4])\.svg$';

UPDATE "BlogPost" SET "coverImage" = left("coverImage", -4) || '.webp'
WHERE "coverImage" ~ '^/images/(foundation-default|hero-background|slides/slide-[1-3]|blog/(blood-donation|classrooms|flood-relief|scholarships)|gallery/(2017-18|2018-19|2020-21|2021-22|2022-23|2023-24|2024-25)|gallery/projects/(classroom|health|library|water)|news/(news-[1-3]|speech-[12])|recognitions/award-[1-4])\.svg$';

UPDATE "GallerySummary" SET "coverPhoto" = left("coverPhoto", -4) || '.webp'
WHERE "coverPhoto" ~ '^/images/(foundation-default|hero-background|slides/slide-[1-3]|blog/(blood-donation|classrooms|flood-relief|scholarships)|gallery/(2017-18|2018-19|2020-21|2021-22|2022-23|2023-24|2024-25)|gallery/projects/(classroom|health|library|water)|news/(news-[1-3]|speech-[12])|recognitions/award-[1-4])\.svg$';

UPDATE "GalleryProject" SET "coverPhoto" = left("coverPhoto", -4) || '.webp'
WHERE "coverPhoto" ~ '^/images/(foundation-default|hero-background|slides/slide-[1-3]|blog/(blood-donation|classrooms|flood-relief|scholarships)|gallery/(2017-18|2018-19|2020-21|2021-22|2022-23|2023-24|2024-25)|gallery/projects/(classroom|health|library|water)|news/(news-[1-3]|speech-[12])|recognitions/award-[1-4])\.svg$';

UPDATE "Recognition" SET "image" = left("image", -4) || '.webp'
WHERE "image" ~ '^/images/(foundation-default|hero-background|slides/slide-[1-3]|blog/(blood-donation|classrooms|flood-relief|scholarships)|gallery/(2017-18|2018-19|2020-21|2021-22|2022-23|2023-24|2024-25)|gallery/projects/(classroom|health|library|water)|news/(news-[1-3]|speech-[12])|recognitions/award-[1-4])\.svg$';
