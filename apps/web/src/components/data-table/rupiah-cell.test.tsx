import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RupiahCell } from './rupiah-cell';

describe('RupiahCell', () => {
  it('writes the amount as rupiah, or the way it is given, on one line', () => {
    const { getByTestId } = render(
      <>
        <RupiahCell value={1_000_000} data-testid="plain" />
        <RupiahCell value={3_000_000} format={(value) => `+Rp ${value}`} data-testid="signed" />
      </>,
    );
    expect(getByTestId('plain').textContent).toBe('Rp 1,000,000');
    expect(getByTestId('signed').textContent).toBe('+Rp 3000000');
    expect(getByTestId('plain').className).toBe(getByTestId('signed').className);
    expect(getByTestId('plain').className).not.toBe('');
  });
});
