// Where a journey runs. The mobile project (375 px, touch) is the default; the desktop project
// (1280 px) repeats what can differ with the width. A test whose outcome cannot depend on the
// width says so with this tag (`test(title, ONE_WIDTH, body)`) and runs at phone width only.
export const ONE_WIDTH_TAG = '@one-width';
export const ONE_WIDTH = { tag: ONE_WIDTH_TAG };
