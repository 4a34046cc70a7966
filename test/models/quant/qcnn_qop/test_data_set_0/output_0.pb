
BlinearJ(¶W>1Q¾oqƒ=ŽJ'¾Ei¾zd=~µ:¿yÚ>ù»4?ó÷¾