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
import { Field } from './field.tsx';
import { StatusBadge } from './status-badge.tsx';
import { Table } from './table.tsx';
import { Tick } from './tick.tsx';
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
  it('field: its label names the control, its hint and its message read with it, the control invalid only with a message; a marker after the label', async () => {
    renderPage(
      <form aria-label="probe">
        <Field label="Numéro TVA" marker="optional" hint="Sans espaces" message="Numéro invalide.">
          {(control) => <input {...control} name="vatNumber" />}
        </Field>
        <Field label="Ville" marker="required">
          {(control) => <input {...control} name="city" required />}
        </Field>
        <Field label="Statut" id="status-filter" hint="Toutes par défaut">
          {(control) => (
            <select {...control} name="status">
              <option value="">Tous</option>
            </select>
          )}
        </Field>
      </form>,
    );
    const vat = screen.getByRole('textbox', { name: 'Numéro TVA (facultatif)' });
    expect(vat.getAttribute('aria-invalid')).toBe('true');
    const described = vat
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)!.textContent);
    expect(described).toEqual(['Sans espaces', 'Numéro invalide.']);
    const city = screen.getByRole('textbox', { name: 'Ville' });
    expect([city.hasAttribute('aria-invalid'), city.hasAttribute('aria-describedby')]).toEqual([false, false]);
    expect(city.closest('.field')!.querySelector('label span')!.getAttribute('aria-hidden')).toBe('true');
    const status = screen.getByRole('combobox', { name: 'Statut' });
    expect(status.id).toBe('status-filter');
    expect(document.getElementById(status.getAttribute('aria-describedby')!)!.textContent).toBe('Toutes par défaut');
    await expectNoAxeViolations();
  });

  it('tick: a box or a choice with its label beside it, its hint read with it, what else it says under it', async () => {
    const ticked = vi.fn();
    renderPage(
      <form aria-label="probe">
        <Tick type="checkbox" name="inGoodOrder" label="Marchandise en bon état" hint="Sinon, décrivez les réserves." onChange={ticked}>
          <p role="status">Position envoyée</p>
        </Tick>
        <fieldset>
          <legend>Mode</legend>
          <Tick type="radio" name="mode" value="firstToAccept" label="Au premier qui accepte" defaultChecked />
          <Tick type="radio" name="mode" value="agentAwards" label="L'agent attribue" className="extra" />
        </fieldset>
      </form>,
    );
    const box = screen.getByRole('checkbox', { name: 'Marchandise en bon état' });
    expect(document.getElementById(box.getAttribute('aria-describedby')!)!.textContent).toBe('Sinon, décrivez les réserves.');
    fireEvent.click(box);
    expect(ticked).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').closest('.tick')).toBe(box.closest('.tick'));
    const mode = within(screen.getByRole('group', { name: 'Mode' }));
    expect((mode.getByRole('radio', { name: 'Au premier qui accepte' }) as HTMLInputElement).checked).toBe(true);
    expect(mode.getByRole('radio', { name: "L'agent attribue" }).closest('div')!.className).toBe('field tick extra');
    expect(mode.getByRole('radio', { name: "L'agent attribue" }).hasAttribute('aria-describedby')).toBe(false);
    await expectNoAxeViolations();
  });
  it('table: named by its caption (shown or for screen readers), a heading per column with its sort or hidden words, the rows as drawn, scrolled in its own frame', async () => {
    renderPage(
      <main>
        <Table
          caption="Factures"
          className="admin__table"
          scrolls
          columns={['Numéro', { heading: 'Montant', sort: 'ascending' }, { heading: 'Actions', hidden: true }]}
        >
          <tr>
            <th scope="row">F-2026-0001</th>
            <td>120,00 €</td>
            <td>
              <button type="button">Payée</button>
            </td>
          </tr>
        </Table>
        <Table caption="Réponses" captionHidden columns={['Transporteur']}>
          <tr>
            <td>Transports Martin</td>
          </tr>
        </Table>
      </main>,
    );
    const invoices = screen.getByRole('table', { name: 'Factures' });
    expect(invoices.className).toBe('admin__table');
    expect(invoices.parentElement!.className).toBe('table-scroll');
    const headings = within(invoices).getAllByRole('columnheader');
    expect(headings.map((heading) => [heading.textContent, heading.getAttribute('aria-sort')])).toEqual([
      ['Numéro', null],
      ['Montant', 'ascending'],
      ['Actions', null],
    ]);
    expect(headings[2]!.querySelector('.visually-hidden')!.textContent).toBe('Actions');
    expect(within(invoices).getByRole('rowheader').textContent).toBe('F-2026-0001');
    const answers = screen.getByRole('table', { name: 'Réponses' });
    expect([answers.parentElement!.tagName, answers.querySelector('caption')!.className]).toEqual(['MAIN', 'visually-hidden']);
    await expectNoAxeViolations();
  });
});
