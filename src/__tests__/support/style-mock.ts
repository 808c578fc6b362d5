// Stylesheets have no meaning in unit tests.
export default {};
