;;; profile with nothing after it on the line is a mishap.
uses profile;
profile
