import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../tests/component/render.tsx';
import { AccountPeople } from './account-people.tsx';

// Who is in the business account, and who is invited and still waiting, branch by branch.

const PEOPLE = [
  { id: 'p1', email: 'achats@alpha.example', role: 'owner' as const },
  { id: 'p2', email: 'planning@alpha.example', role: 'member' as const },
];
const WAITING = [{ id: 'i1', email: 'buyer@alpha.example', expiresAt: '2026-12-04T09:00:00.000Z' }];

describe('the people of the company', () => {
  it('shows the owner the members to remove and the invitations waiting, with the day each expires, to withdraw', () => {
    renderPage(<AccountPeople people={PEOPLE} invited={WAITING} owner outcome={undefined} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Invitations en attente' })).toBeDefined();
    const waiting = screen.getByText('buyer@alpha.example').closest('li')!;
    expect(within(waiting as HTMLElement).getByText('invitée, en attente de réponse jusqu’au 4 décembre 2026')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Retirer l’invitation de buyer@alpha.example' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Retirer planning@alpha.example' })).toBeDefined();
    // The owner is never offered to be removed.
    expect(screen.queryByRole('button', { name: 'Retirer achats@alpha.example' })).toBeNull();
    expect(screen.getByLabelText('Adresse e-mail du collègue')).toBeDefined();
  });

  it('shows a member who is there and who is waiting, and nothing to change', () => {
    renderPage(<AccountPeople people={PEOPLE} invited={WAITING} owner={false} outcome={undefined} />);
    expect(screen.getByText('buyer@alpha.example')).toBeDefined();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByLabelText('Adresse e-mail du collègue')).toBeNull();
  });

  it('says nothing of invitations when none waits', () => {
    renderPage(<AccountPeople people={PEOPLE} invited={[]} owner outcome={undefined} />);
    expect(screen.queryByRole('heading', { name: 'Invitations en attente' })).toBeNull();
  });

  it.each([
    [{ invited: 'new@alpha.example' }, 'status', 'Invitation envoyée à new@alpha.example.'],
    [{ already: 'planning@alpha.example' }, 'status', 'planning@alpha.example fait déjà partie du compte.'],
    [{ removed: 'planning@alpha.example' }, 'status', 'planning@alpha.example n’a plus accès au compte.'],
    [{ withdrawn: 'buyer@alpha.example' }, 'status', 'L’invitation de buyer@alpha.example est retirée\u202f: son lien ne sert plus.'],
    [
      { elsewhere: 'achats@beta.example' },
      'alert',
      'achats@beta.example fait déjà partie de l’espace d’une autre entreprise\u202f: une personne n’appartient qu’à une entreprise. Invitez une autre adresse.',
    ],
  ] as const)('says what became of the owner’s request: %o', (outcome, role, text) => {
    renderPage(<AccountPeople people={PEOPLE} invited={[]} owner outcome={outcome} />);
    expect(screen.getByRole(role).textContent).toBe(text);
  });

  it('marks the address field as refused when it is not an address', () => {
    renderPage(<AccountPeople people={PEOPLE} invited={[]} owner outcome={{ invalid: true }} />);
    const field = screen.getByLabelText('Adresse e-mail du collègue');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe("L'adresse email n'est pas valide");
  });

  it('speaks the page’s language', () => {
    renderPage(<AccountPeople people={PEOPLE} invited={WAITING} owner outcome={undefined} />, { language: 'de' });
    expect(screen.getByRole('heading', { level: 3, name: 'Offene Einladungen' })).toBeDefined();
    expect(screen.getByText('eingeladen, Antwort ausstehend bis 4. Dezember 2026')).toBeDefined();
  });
});
