import { createHash } from 'node:crypto';

const adjectives = [
  'Swift', 'Bright', 'Calm', 'Brave', 'Clever', 'Curious', 'Eager', 'Gentle', 'Happy', 'Keen',
  'Lively', 'Lucky', 'Merry', 'Nimble', 'Patient', 'Plucky', 'Quick', 'Quiet', 'Sunny', 'Steady',
  'Bold', 'Cheerful', 'Daring', 'Witty', 'Mighty', 'Jolly', 'Wise', 'Zesty', 'Cosmic', 'Golden',
  'Silver', 'Misty', 'Breezy', 'Hardy', 'Sparkling', 'Tidy', 'Vivid', 'Wandering', 'Humble', 'Radiant',
] as const;

const animals = [
  'Otter', 'Falcon', 'Panda', 'Fox', 'Heron', 'Koala', 'Lynx', 'Owl', 'Puffin', 'Robin',
  'Badger', 'Beaver', 'Crane', 'Dolphin', 'Gecko', 'Hedgehog', 'Ibis', 'Jaguar', 'Kestrel', 'Lemur',
  'Marten', 'Narwhal', 'Ocelot', 'Pelican', 'Quokka', 'Raven', 'Seal', 'Tapir', 'Turtle', 'Walrus',
  'Wombat', 'Yak', 'Zebra', 'Bison', 'Condor', 'Egret', 'Ferret', 'Gazelle', 'Marmot', 'Sparrow',
] as const;

// The hash is labelled so that an alias cannot be matched with any other digest of the same id.
const ALIAS_LABEL = 'pathwise:leaderboard-alias:v1\u0000';

/**
 * The name a learner appears under on the leaderboards unless they choose to show their display name: words and a
 * number drawn from a hash of their id, so it is the same on every board, every server and every rebuild, and says
 * nothing about the person. Two learners may share one (40 x 40 x 99 aliases); boards rank by id, never by alias.
 */
export function leaderboardAliasOf(learnerId: string): string {
  const digest = createHash('sha256').update(ALIAS_LABEL + learnerId).digest();
  const adjective = adjectives[digest.readUInt16BE(0) % adjectives.length]!;
  const animal = animals[digest.readUInt16BE(2) % animals.length]!;
  const number = 1 + (digest.readUInt16BE(4) % 99);
  return `${adjective} ${animal} ${number}`;
}
