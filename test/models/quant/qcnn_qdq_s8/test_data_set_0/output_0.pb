
BlinearJ(¶W>1QΎoqƒ=J'ΎEiΎzd=79ΏyΪ>ω»4?PφτΎ