import { readServerState, serverStateElementId } from '../server-state';

function pageWith(stateText: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (stateText !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = serverStateElementId;
    script.textContent = stateText;
    doc.body.append(script);
  }
  return doc;
}

describe('readServerState', () => {
  it("reads the state the host handed over with the server's markup", () => {
    const state = { locale: 'en', modules: [{ remote: 'catalog', module: 'Page' }], apollo: { ROOT_QUERY: { __typename: 'Query' } } };
    expect(readServerState(pageWith(JSON.stringify(state)))).toEqual(state);
  });

  it('lets the browser render the page itself when there is no state or it is unreadable', () => {
    expect(readServerState(pageWith(null))).toBeNull();
    expect(readServerState(pageWith('{"locale":'))).toBeNull();
    expect(readServerState(pageWith('{"locale":"el","modules":"Page"}'))).toBeNull();
  });
});
