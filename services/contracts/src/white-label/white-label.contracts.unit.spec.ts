import { describe, expect, it } from 'vitest';
import { UpdateWhiteLabelRequest } from './white-label.contracts.js';

const valid = { brandName: ' Maya Academy ', primaryColor: '#1A2B3C', customDomain: 'Learn.Maya-Academy.com', expectedVersion: 0 };
const refusal = (overrides: Record<string, unknown>) => {
  const result = UpdateWhiteLabelRequest.safeParse({ ...valid, ...overrides });
  return result.success ? null : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('white-label settings', () => {
  it('trims the brand and lower-cases the colour and the domain', () => {
    expect(UpdateWhiteLabelRequest.parse(valid)).toEqual({
      brandName: 'Maya Academy',
      primaryColor: '#1a2b3c',
      customDomain: 'learn.maya-academy.com',
      expectedVersion: 0,
    });
    expect(refusal({ customDomain: null })).toBeNull();
  });

  it('refuses a URL, a bare name, an address or a bad label as the domain', () => {
    for (const customDomain of ['https://learn.example.com', 'learn.example.com/path', 'localhost', '10.0.0.1', '-bad.example.com', 'a..example.com']) {
      expect(refusal({ customDomain })).toEqual(['customDomain']);
    }
  });

  it('refuses colours that are not #rrggbb, an empty brand and a missing version', () => {
    expect(refusal({ primaryColor: 'red' })).toEqual(['primaryColor']);
    expect(refusal({ primaryColor: '#abc' })).toEqual(['primaryColor']);
    expect(refusal({ brandName: '   ' })).toEqual(['brandName']);
    expect(refusal({ expectedVersion: undefined })).toEqual(['expectedVersion']);
  });
});
