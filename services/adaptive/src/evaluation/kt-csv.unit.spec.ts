import { describe, expect, it } from 'vitest';
import { learnerSequences } from '../knowledge-tracing/learner-sequences.js';
import { formatKnowledgeTracingCsv, parseKnowledgeTracingCsv } from './kt-csv.js';

const HEADER = 'user_id,item_id,skill_id,correct,timestamp';

describe('parseKnowledgeTracingCsv', () => {
  it('reads answers with columns in any order, several skills, an empty skill and ISO dates', () => {
    const text = ['timestamp,correct,skill_id,item_id,user_id', '10,1,add~sub,i1,u1', '2026-01-01T00:00:00Z,0,,i2,u2', ''].join('\r\n');
    const [first, second] = parseKnowledgeTracingCsv(text, 'log.csv');
    expect(first).toEqual({ learnerId: 'u1', itemId: 'i1', skillIds: ['add', 'sub'], correct: true, at: 10_000 });
    expect(second).toEqual({ learnerId: 'u2', itemId: 'i2', skillIds: [], correct: false, at: Date.parse('2026-01-01T00:00:00Z') });
  });

  it('names the missing header columns', () => {
    expect(() => parseKnowledgeTracingCsv('user_id,item_id,correct\nu,i,1\n', 'log.csv')).toThrow(
      "log.csv: the header lacks columns skill_id, timestamp (expected user_id,item_id,skill_id,correct,timestamp)",
    );
  });

  it('rejects a bad correct value, a bad timestamp, a short row and an empty file with the line', () => {
    expect(() => parseKnowledgeTracingCsv(`${HEADER}\nu,i,s,1,5\nu,i,s,yes,6\n`, 'a.csv')).toThrow(
      "a.csv line 3: correct must be 0 or 1, found 'yes'",
    );
    expect(() => parseKnowledgeTracingCsv(`${HEADER}\nu,i,s,1,noon\n`, 'a.csv')).toThrow(
      "a.csv line 2: timestamp must be a number or an ISO 8601 date, found 'noon'",
    );
    expect(() => parseKnowledgeTracingCsv(`${HEADER}\nu,i,1,5\n`, 'a.csv')).toThrow('a.csv line 2: expected 5 fields, found 4');
    expect(() => parseKnowledgeTracingCsv(`${HEADER}\n,i,s,1,5\n`, 'a.csv')).toThrow('a.csv line 2: user_id is empty');
    expect(() => parseKnowledgeTracingCsv('', 'a.csv')).toThrow('a.csv is empty');
    expect(() => parseKnowledgeTracingCsv(`${HEADER}\n`, 'a.csv')).toThrow('a.csv has a header but no answers');
  });

  it('orders each learner by timestamp and keeps file order for ties', () => {
    const text = [HEADER, 'u1,late,,1,30', 'u2,other,,0,5', 'u1,tieA,,0,20', 'u1,early,,1,10', 'u1,tieB,,1,20'].join('\n');
    const sequences = learnerSequences(parseKnowledgeTracingCsv(text, 'log.csv'));
    expect(sequences.get('u1')?.map((o) => o.itemId)).toEqual(['early', 'tieA', 'tieB', 'late']);
    expect(sequences.get('u2')?.map((o) => o.itemId)).toEqual(['other']);
  });

  it('reads back what it writes, quoting ids that contain commas', () => {
    const observations = [{ learnerId: 'u,1', itemId: 'i"1', skillIds: ['a', 'b'], correct: true, at: 3000 }];
    expect(parseKnowledgeTracingCsv(formatKnowledgeTracingCsv(observations), 'round-trip.csv')).toEqual(observations);
  });
});
