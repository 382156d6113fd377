/**
 * The Lua scripts that keep the Redis boards; each runs atomically on the server, one round trip per call. Keys:
 * `<prefix>score:<board>` (hash learner -> "xp:position", every learner), `<prefix>rank:<board>` (sorted set of
 * listed learners: score -xp, member "<position>:<learner>", so ascending order is XP descending, then who reached
 * it first, then id), `<prefix>boards:<learner>`, `<prefix>unlisted` (learners who opted out: everyone else is
 * listed), `<prefix>named` (learners who show their display name), `<prefix>course-off` and `<prefix>checkpoint`.
 * They name keys the scripts build, so they suit a single Redis server (or one slot), not a cluster.
 */

/** ARGV: prefix, checkpoint, then steps ('g' board learner xp position | 'p' learner listed-1/0 named-1/0 | 'c' course 1/0). */
export const APPLY_PAGE_SCRIPT = `
local p = ARGV[1]
local checkpoint = redis.call('GET', p .. 'checkpoint')
if checkpoint and checkpoint >= ARGV[2] then return 0 end
local function split(value)
  local sep = string.find(value, ':', 1, true)
  return tonumber(string.sub(value, 1, sep - 1)), string.sub(value, sep + 1)
end
local i = 3
while i <= #ARGV do
  local op = ARGV[i]
  if op == 'g' then
    local board, learner, xp, position = ARGV[i + 1], ARGV[i + 2], tonumber(ARGV[i + 3]), ARGV[i + 4]
    local scores = p .. 'score:' .. board
    local listed = redis.call('SISMEMBER', p .. 'unlisted', learner) == 0
    local old = redis.call('HGET', scores, learner)
    if old then
      local oldXp, oldPosition = split(old)
      xp = xp + oldXp
      if listed then redis.call('ZREM', p .. 'rank:' .. board, oldPosition .. ':' .. learner) end
    else
      redis.call('SADD', p .. 'boards:' .. learner, board)
    end
    redis.call('HSET', scores, learner, string.format('%d', xp) .. ':' .. position)
    if listed then redis.call('ZADD', p .. 'rank:' .. board, -xp, position .. ':' .. learner) end
    i = i + 5
  elseif op == 'p' then
    local learner, on, named = ARGV[i + 1], ARGV[i + 2] == '1', ARGV[i + 3] == '1'
    if named then redis.call('SADD', p .. 'named', learner) else redis.call('SREM', p .. 'named', learner) end
    local was = redis.call('SISMEMBER', p .. 'unlisted', learner) == 0
    if on ~= was then
      if on then redis.call('SREM', p .. 'unlisted', learner) else redis.call('SADD', p .. 'unlisted', learner) end
      for _, board in ipairs(redis.call('SMEMBERS', p .. 'boards:' .. learner)) do
        local xp, position = split(redis.call('HGET', p .. 'score:' .. board, learner))
        if on then
          redis.call('ZADD', p .. 'rank:' .. board, -xp, position .. ':' .. learner)
        else
          redis.call('ZREM', p .. 'rank:' .. board, position .. ':' .. learner)
        end
      end
    end
    i = i + 4
  elseif op == 'c' then
    if ARGV[i + 2] == '1' then redis.call('SREM', p .. 'course-off', ARGV[i + 1]) else redis.call('SADD', p .. 'course-off', ARGV[i + 1]) end
    i = i + 3
  else
    return redis.error_reply('unknown leaderboard step ' .. tostring(op))
  end
end
redis.call('SET', p .. 'checkpoint', ARGV[2])
return 1
`;

/** ARGV: prefix, board, learner. Returns {rank, xp, named 1/0} or nil when the learner is not on the board. */
export const RANK_OF_SCRIPT = `
local p, board, learner = ARGV[1], ARGV[2], ARGV[3]
if redis.call('SISMEMBER', p .. 'unlisted', learner) == 1 then return nil end
local score = redis.call('HGET', p .. 'score:' .. board, learner)
if not score then return nil end
local sep = string.find(score, ':', 1, true)
local rank = redis.call('ZRANK', p .. 'rank:' .. board, string.sub(score, sep + 1) .. ':' .. learner)
if not rank then return nil end
return {rank + 1, string.sub(score, 1, sep - 1), redis.call('SISMEMBER', p .. 'named', learner)}
`;
