import pg from "pg";
import { median } from "./memory-ranking";

/**
 * The obvious way: join the user's answers to everyone's on question id, group by the other user,
 * compute the score and the margin-for-thin-overlap rank in SQL, take the top 50.
 */
export const SQL_BEST_MATCHES = `
  with pairs as (
    select b.user_id,
           count(*) as common,
           sum(case when a.response = b.response
                    then case a.response when 'D' then 4 when 'O' then 3 when 'W' then 2 else 1 end
                    else 0 end) as weight
    from user_responses a
    join user_responses b on b.question_id = a.question_id and b.user_id <> a.user_id
    where a.user_id = $1
    group by b.user_id
  )
  select user_id, round(100.0 * weight / (common * 4)) as score, common,
         round(100.0 * weight / (common * 4)) / 100 - 1.0 / common as rank
  from pairs
  where weight > 0
  order by rank desc, user_id
  limit 50`;

export async function timeSqlBestMatches(url: string, userId: string, runs: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const times: number[] = [];
  let rows: Array<{ user_id: string; score: string; common: string }> = [];
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    rows = (await client.query(SQL_BEST_MATCHES, [userId])).rows;
    times.push(performance.now() - t0);
  }
  await client.end();
  return { ms: median(times), rows };
}
