
B	output_10J(>O»3ñD;«<O»^3O;˜#O;ª;O;ƒO;_<O»µ<O;â=O;