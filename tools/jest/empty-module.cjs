// Plain stylesheets have no exports; importing one in a test does nothing.
module.exports = {};
