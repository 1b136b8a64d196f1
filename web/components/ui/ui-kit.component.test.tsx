import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CountryCode } from '#src/domain/shipment/countries.ts';
import { expectNoAxeViolations } from '../../../tests/component/axe.ts';
import { renderPage } from '../../../tests/component/render.tsx';
import { CountrySelect } from './country-select.tsx';
import { FieldMessage } from './field-message.tsx';
import { Button, LinkButton } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { Disclosure } from './disclosure.tsx';
import { EmptyState } from './empty-state.tsx';
import { StatusBadge } from './status-badge.tsx';
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

  it('dialog, modal: named by its title, closed by Escape through its owner', async () => {
    const closed = vi.fn();
    renderPage(
      <Dialog title="Vos coordonnées" onClose={closed}>
        <p>Pour voir les prix.</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Vos coordonnées' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(closed).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations();
  });

  it('dialog, opened by the address: rendered open, its title focused, closed by its own link', async () => {
    renderPage(
      <Dialog title="Détail" focusKey="r1" className="admin__dialog">
        <a href="/FR/admin">Fermer</a>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Détail' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: 'Détail' }));
    await expectNoAxeViolations();
  });

  it('buttons and links drawn as buttons: their kind as their class, a type always said; a page link or a file link', async () => {
    const pressed = vi.fn();
    renderPage(
      <form aria-label="probe" onSubmit={(event) => event.preventDefault()}>
        <Button type="submit">Envoyer</Button>
        <Button kind="secondary" type="button" onClick={pressed} className="extra">
          Modifier
        </Button>
        <Button kind="link" type="button" disabled>
          Annuler
        </Button>
        <LinkButton to="/FR/account">Mon compte</LinkButton>
        <LinkButton kind="secondary" href="/api/admin/invoices.csv" download>
          Exporter
        </LinkButton>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Envoyer' }).className).toBe('button-primary');
    expect(screen.getByRole('button', { name: 'Envoyer' }).getAttribute('type')).toBe('submit');
    const secondary = screen.getByRole('button', { name: 'Modifier' });
    expect([secondary.className, secondary.getAttribute('type')]).toEqual(['button-secondary extra', 'button']);
    fireEvent.click(secondary);
    expect(pressed).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: 'Annuler' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Mon compte' }).getAttribute('href')).toBe('/FR/account');
    const file = screen.getByRole('link', { name: 'Exporter' });
    expect([file.className, file.hasAttribute('download')]).toEqual(['button-secondary', true]);
    await expectNoAxeViolations();
  });

  it('badge, disclosure and empty state: a tone as a class, the details one keyboard press away, the words in place of a list', async () => {
    renderPage(
      <main>
        <ul aria-label="Badges">
          <StatusBadge as="li">Le moins cher</StatusBadge>
          <StatusBadge as="li" tone="discount">
            -15 %
          </StatusBadge>
        </ul>
        <StatusBadge tone="urgent">Urgent</StatusBadge>
        <Disclosure summary="Détails" summaryLabel="Détails de l'offre Priority">
          <p>Temps de conduite</p>
        </Disclosure>
        <Disclosure summary="Motif" open>
          <p>Déjà ouvert</p>
        </Disclosure>
        <EmptyState className="admin__empty">Aucune facture.</EmptyState>
      </main>,
    );
    const badges = within(screen.getByRole('list', { name: 'Badges' })).getAllByRole('listitem');
    expect(badges.map((badge) => [badge.textContent, badge.className])).toEqual([
      ['Le moins cher', 'badge'],
      ['-15 %', 'badge badge--discount'],
    ]);
    expect(screen.getByText('Urgent').className).toBe('badge badge--urgent');
    const summary = screen.getByText('Détails');
    expect(summary.getAttribute('aria-label')).toBe("Détails de l'offre Priority");
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(summary);
    expect(details.open).toBe(true);
    expect(screen.getByText('Déjà ouvert').closest('details')!.open).toBe(true);
    expect(screen.getByText('Aucune facture.').className).toBe('admin__empty');
    await expectNoAxeViolations();
  });
});
