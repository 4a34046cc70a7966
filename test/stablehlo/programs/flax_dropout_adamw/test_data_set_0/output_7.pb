Boutput_7JÒW·¼êŸv<A8
½KÉ…<