import { memberCartStep } from '../member-cart-step';

const guestCart = { owner: null, hasToken: true, asked: false };
const noCart = { owner: null, hasToken: false, asked: false };
const marias = { owner: 'maria@example.gr', hasToken: true, asked: false };
const maria = { loggedIn: true, email: 'maria@example.gr' };
const loggedOut = { loggedIn: false, email: null };

describe('memberCartStep', () => {
  it("claims the guest's cart at login, sending its token", () => {
    expect(memberCartStep(maria, guestCart)).toEqual({ kind: 'claim', sendToken: true });
  });

  it('waits for the e-mail, which arrives after the login', () => {
    expect(memberCartStep({ loggedIn: true, email: null }, guestCart)).toEqual({ kind: 'none' });
  });

  it("claims without the token when the browser holds another member's cart", () => {
    expect(memberCartStep({ loggedIn: true, email: 'anna@example.gr' }, marias)).toEqual({ kind: 'claim', sendToken: false });
  });

  it("asks once a visit for the member's cart when the browser holds none", () => {
    expect(memberCartStep(maria, { ...marias, hasToken: false })).toEqual({ kind: 'claim', sendToken: false });
    expect(memberCartStep(maria, { ...marias, hasToken: false, asked: true })).toEqual({ kind: 'none' });
    expect(memberCartStep(maria, marias)).toEqual({ kind: 'none' });
  });

  it("forgets the member's cart at logout, and leaves a guest's alone", () => {
    expect(memberCartStep(loggedOut, marias)).toEqual({ kind: 'forget' });
    expect(memberCartStep(loggedOut, guestCart)).toEqual({ kind: 'none' });
    expect(memberCartStep(loggedOut, noCart)).toEqual({ kind: 'none' });
  });
});
