import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPlain } from '../../../testing/render-plain';
import { answerKeyFromDraft, newItem, type NumericDraft } from '../lib/quiz-draft';
import { NumericAnswerEditor } from './numeric-answer-editor';

function Editor() {
  const [numeric, setNumeric] = useState<NumericDraft>({ value: '', tolerance: '0', unit: '' });
  return (
    <>
      <NumericAnswerEditor numeric={numeric} onChange={setNumeric} />
      <output data-testid="key">{JSON.stringify(answerKeyFromDraft({ ...newItem(), kind: 'numeric', numeric }))}</output>
    </>
  );
}

describe('Numeric answer editor', () => {
  it('turns the value, tolerance and unit into the item key, reading a decimal comma', async () => {
    renderPlain(<Editor />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Expected number' }), { target: { value: '0,75' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Tolerance (±)' }), { target: { value: '0.01' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Unit' }), { target: { value: ' kg ' } });
    expect(JSON.parse(screen.getByTestId('key').textContent!)).toEqual({ correctOptionIds: [], acceptedAnswers: [], numeric: { value: 0.75, tolerance: 0.01, unit: 'kg' } });
  });

  it('says what is wrong with a field once the author leaves it, and marks it invalid', async () => {
    renderPlain(<Editor />);
    const value = await screen.findByRole('textbox', { name: 'Expected number' });
    fireEvent.change(value, { target: { value: 'three' } });
    expect(screen.queryByText('Enter a number, such as 0.75 or -2.')).toBeNull();
    fireEvent.blur(value);
    expect(screen.getByText('Enter a number, such as 0.75 or -2.')).toBeTruthy();
    expect(value.getAttribute('aria-invalid')).toBe('true');

    const tolerance = screen.getByRole('textbox', { name: 'Tolerance (±)' });
    fireEvent.change(tolerance, { target: { value: '-1' } });
    fireEvent.blur(tolerance);
    expect(screen.getByText('Enter a tolerance of 0 or more.')).toBeTruthy();

    const unit = screen.getByRole('textbox', { name: 'Unit' });
    fireEvent.change(unit, { target: { value: 'x'.repeat(21) } });
    fireEvent.blur(unit);
    expect(screen.getByText('At most 20 characters.')).toBeTruthy();
  });
});
