import { MutationObserver, QueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { popups } from '../../shell/popups/popupStore';
import { editSubmit } from './editSubmit';

type Saved = { Id: string };
type Variables = { id?: string; input: { Name: string } };

/** A save whose answer the test gives, on a mutation observer as useMutation keeps one while the page is mounted. */
function pendingSave() {
  let resolve: (saved: Saved) => void = () => undefined;
  const promise = new Promise<Saved>((settle) => {
    resolve = settle;
  });
  const observer = new MutationObserver<Saved, Error, Variables>(new QueryClient(), {
    mutationFn: () => promise,
  });
  const unmount = observer.subscribe(() => undefined);
  const save = { mutateAsync: (variables: Variables) => observer.mutate(variables) };
  return { save, unmount, answer: (saved: Saved) => resolve(saved) };
}

const submitted = { preventDefault: () => undefined } as FormEvent;

describe('the submit of an edit page', () => {
  afterEach(() => popups.clear());

  it("reports 'Saved' and opens a new record at its own address, also when the page was mounted anew meanwhile", async () => {
    const { save, unmount, answer } = pendingSave();
    const setDirty = vi.fn();
    const navigate = vi.fn();
    editSubmit({ save, id: undefined, input: { Name: 'Vera' }, setDirty, navigate, basePath: '/users' })(
      submitted,
    );
    // A live event refetched the page's data and React mounted it anew: the first observer has no listener now.
    unmount();
    answer({ Id: 'u 1' });
    await vi.waitFor(() => expect(popups.getSnapshot().map((popup) => popup.Message)).toEqual(['Saved']));
    expect(setDirty).toHaveBeenCalledWith(false);
    expect(navigate).toHaveBeenCalledWith('/users/u%201', { replace: true });
  });

  it('says nothing of its own when the save fails: the form shows the error', async () => {
    const observer = new MutationObserver<Saved, Error, Variables>(new QueryClient(), {
      mutationFn: () => Promise.reject(new Error('Error_Validation')),
    });
    const setDirty = vi.fn();
    const save = { mutateAsync: (variables: Variables) => observer.mutate(variables) };
    editSubmit({ save, id: 'u1', input: { Name: '' }, setDirty, navigate: vi.fn(), basePath: '/users' })(
      submitted,
    );
    await vi.waitFor(() => expect(observer.getCurrentResult().isError).toBe(true));
    expect(popups.getSnapshot()).toEqual([]);
    expect(setDirty).not.toHaveBeenCalled();
  });
});
