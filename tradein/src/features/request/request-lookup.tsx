import { LookupForm } from './lookup-form';
import { MyRequests } from './my-requests';

/** /request without an id: a member's own requests, and the lookup by reference and e-mail. */
export function RequestLookup() {
  return (
    <>
      <MyRequests />
      <LookupForm />
    </>
  );
}
