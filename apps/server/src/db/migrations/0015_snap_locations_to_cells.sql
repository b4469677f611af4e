-- Only cell centres are stored (docs/decisions/004-location-privacy.md, issue 23 finding 10). Rows written
-- before that rule hold a finer point (to ~110 m): each moves to the centre of its one-mile cell, computed
-- as packages/common/src/geo-grid.ts cellOf does (rows of equal latitude height, each cut into as many
-- equal-longitude columns as fit a mile wide at the row's centre). A centre maps to itself, so this is safe
-- to run again. snap-locations-migration.test.ts checks it against cellOf.
UPDATE "profiles" SET "latitude" = g.clat, "longitude" = g.clng
FROM (
  SELECT b.id, least(90, -90 + (b.r + 0.5) * b.rd) AS clat,
    -180 + (least(b.cols - 1, floor(b.wrapped / (360.0 / b.cols))) + 0.5) * (360.0 / b.cols) AS clng
  FROM (
    SELECT a.id, a.r, a.rd, a.wrapped,
      greatest(1, floor(360 * cos(((-90 + (a.r + 0.5) * a.rd) * pi()) / 180) * a.mpd))::integer AS cols
    FROM (
      SELECT p.id, k.rd, k.mpd,
        least(ceil(180 / k.rd) - 1, floor((least(90, greatest(-90, p.latitude)) + 90) / k.rd)) AS r,
        mod(mod(p.longitude::numeric + 180, 360) + 360, 360)::double precision AS wrapped
      FROM "profiles" p, (SELECT pi() / 180 * 3959 AS mpd, 1 / (pi() / 180 * 3959) AS rd) k
      WHERE p.latitude IS NOT NULL AND p.longitude IS NOT NULL
    ) a
  ) b
) g
WHERE "profiles"."id" = g.id;
--> statement-breakpoint
UPDATE "user_preferences" SET "manual_location_lat" = g.clat, "manual_location_lng" = g.clng
FROM (
  SELECT b.id, least(90, -90 + (b.r + 0.5) * b.rd) AS clat,
    -180 + (least(b.cols - 1, floor(b.wrapped / (360.0 / b.cols))) + 0.5) * (360.0 / b.cols) AS clng
  FROM (
    SELECT a.id, a.r, a.rd, a.wrapped,
      greatest(1, floor(360 * cos(((-90 + (a.r + 0.5) * a.rd) * pi()) / 180) * a.mpd))::integer AS cols
    FROM (
      SELECT p.id, k.rd, k.mpd,
        least(ceil(180 / k.rd) - 1, floor((least(90, greatest(-90, p.manual_location_lat)) + 90) / k.rd)) AS r,
        mod(mod(p.manual_location_lng::numeric + 180, 360) + 360, 360)::double precision AS wrapped
      FROM "user_preferences" p, (SELECT pi() / 180 * 3959 AS mpd, 1 / (pi() / 180 * 3959) AS rd) k
      WHERE p.manual_location_lat IS NOT NULL AND p.manual_location_lng IS NOT NULL
    ) a
  ) b
) g
WHERE "user_preferences"."id" = g.id;
