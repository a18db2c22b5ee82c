;;; sys_obey_linerep, sys_parse_poparglist
vars rep = sys_obey_linerep('echo one; echo; echo three four');
[% rep(), rep(), rep() %] =>
rep() =>
vars rep2 = sys_obey_linerep('echo $0 | grep -c sh', `$`);
rep2() =>
rep =>
vars spec = [['-v' 0] ['-o' 1] ['-q' 0]], prop, rest;
sys_parse_poparglist(spec, ['-v' '-o' 'out.txt' 'file1' '-q']) -> (prop, rest);
prop('-v'), prop('-o'), prop('-q'), rest =>
sys_parse_poparglist(spec, []) -> (prop, rest);
prop('-v'), rest =>
sys_parse_poparglist(spec, ['a' '-v']) -> (prop, rest);
prop('-v'), rest =>
sys_parse_poparglist(spec, ['-v' '-v']) =>
