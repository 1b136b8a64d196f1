import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CountryCode } from '#src/domain/shipment/countries.ts';
import { expectNoAxeViolations } from '../../../tests/component/axe.ts';
import { renderPage } from '../../../tests/component/render.tsx';
import { CountrySelect } from './country-select.tsx';
import { FieldMessage } from './field-message.tsx';
import { Modal } from './modal.tsx';
import { TimeField } from './time-field.tsx';
import { YesNo } from './yes-no.tsx';

// The kit's parts in each of their states, each clean under axe.

function KeptCountry() {
  const [country, setCountry] = useState<CountryCode>('FR');
  return (
    <>
      <CountrySelect name="departureCountry" label="Pays de départ" value={country} onChange={setCountry} />
      <output>{country}</output>
    </>
  );
}

describe('the kit of UI parts', () => {
  it('country select: every country by its French name in French order, kept by the page or posted as it is, its error tied to it', async () => {
    renderPage(
      <form aria-label="probe">
        <KeptCountry />
        <CountrySelect name="country" label="Pays" defaultValue="DE" error="Choisissez un pays." autoComplete="country" />
      </form>,
    );
    const kept = screen.getByRole('combobox', { name: 'Pays de départ' }) as HTMLSelectElement;
    const names = [...kept.options].map((option) => option.text);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
    expect(names).toContain('Allemagne');
    fireEvent.change(kept, { target: { value: 'IT' } });
    expect(screen.getByRole('status').textContent).toBe('IT');
    const posted = screen.getByRole('combobox', { name: 'Pays' }) as HTMLSelectElement;
    expect(posted.value).toBe('DE');
    expect(posted.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(posted.getAttribute('aria-describedby')!)!.textContent).toBe('Choisissez un pays.');
    await expectNoAxeViolations();
  });

  it('yes/no: two radios named by the question; time field: its hint read with it; field message: nothing without a message', async () => {
    const answered = vi.fn();
    renderPage(
      <form aria-label="probe">
        <YesNo name="isStackable" legend="Gerbable ?" value={false} onChange={answered} />
        <TimeField name="pickupTime" label="Heure" value="09:30" hint="Heure de Paris" onChange={() => {}} />
        <FieldMessage id="none" message={undefined} />
      </form>,
    );
    const question = within(screen.getByRole('group', { name: 'Gerbable ?' }));
    expect((question.getByRole('radio', { name: 'Non' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(question.getByRole('radio', { name: 'Oui' }));
    expect(answered).toHaveBeenCalledWith(true);
    const time = screen.getByLabelText('Heure') as HTMLInputElement;
    expect(time.value).toBe('09:30');
    expect(document.getElementById(time.getAttribute('aria-describedby')!)!.textContent).toBe('Heure de Paris');
    expect(document.getElementById('none')).toBeNull();
    await expectNoAxeViolations();
  });

  it('dialog: named by its title, closed by Escape through its owner', async () => {
    const closed = vi.fn();
    renderPage(
      <Modal title="Vos coordonnées" onClose={closed}>
        <p>Pour voir les prix.</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Vos coordonnées' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(closed).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations();
  });
});
